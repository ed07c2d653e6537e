#!/bin/sh
# Makes the demo recordings under api/assets/demo-recordings: a coloured slide with its text,
# spoken by espeak-ng, at low resolution and bitrate, with a transcript whose times are the
# measured lengths of the spoken sentences, a chat in both formats and a thumbnail.
# Needs ffmpeg, ffprobe and espeak-ng (apt-get install -y ffmpeg espeak-ng). Run at authoring time.
# --chats-only writes the chats alone (no ffmpeg or espeak-ng needed; the videos stay as they are).
set -eu
CHATS_ONLY=0
[ "${1:-}" = "--chats-only" ] && CHATS_ONLY=1
OUT="${OUT:-$(cd "$(dirname "$0")/.." && pwd)/assets/demo-recordings}"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

stamp() { # seconds (float) -> hh:mm:ss.mmm
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); h = int(ms / 3600000); m = int(ms % 3600000 / 60000);
    printf "%02d:%02d:%06.3f", h, m, (ms % 60000) / 1000 }'
}
b64() { printf '%s' "$1" | base64 -w0; }

# make <slug> <colour> <title> <sentence>...
make() {
  [ "$CHATS_ONLY" = 1 ] && return 0
  slug=$1 colour=$2 title=$3; shift 3
  : > "$WORK/list.txt"; t=0; i=0
  printf '{' > "$OUT/$slug.transcript.json"
  printf 'WEBVTT\n' > "$OUT/$slug.vtt"
  for sentence in "$@"; do
    espeak-ng -s 150 -w "$WORK/$i.wav" "$sentence"
    d=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$WORK/$i.wav")
    end=$(awk -v a="$t" -v b="$d" 'BEGIN { print a + b }')
    [ "$i" -gt 0 ] && printf ',' >> "$OUT/$slug.transcript.json"
    printf '\n  "%d": {"start": "%s", "end": "%s", "text": "%s"}' "$i" "$(stamp "$t")" "$(stamp "$end")" "$sentence" \
      >> "$OUT/$slug.transcript.json"
    printf '\n%d\n%s --> %s\nCedar Instructor: %s\n' "$((i + 1))" "$(stamp "$t")" "$(stamp "$end")" "$sentence" >> "$OUT/$slug.vtt"
    echo "file '$WORK/$i.wav'" >> "$WORK/list.txt"
    t=$end; i=$((i + 1))
  done
  printf '\n}\n' >> "$OUT/$slug.transcript.json"
  ffmpeg -v error -y -f concat -safe 0 -i "$WORK/list.txt" -ac 1 -ar 22050 "$WORK/voice.wav"
  printf '%s' "$title" > "$WORK/title.txt"
  ffmpeg -v error -y -f lavfi -i "color=c=$colour:s=320x180:r=12:d=$t" -i "$WORK/voice.wav" \
    -vf "drawtext=fontfile=$FONT:textfile=$WORK/title.txt:fontcolor=white:fontsize=18:x=(w-tw)/2:y=(h-th)/2,drawtext=fontfile=$FONT:text='Cedar Academy':fontcolor=white@0.8:fontsize=10:x=8:y=h-18" \
    -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -c:a aac -b:a 24k -movflags +faststart -shortest \
    "$OUT/$slug.mp4"
  ffmpeg -v error -y -ss 1 -i "$OUT/$slug.mp4" -frames:v 1 -q:v 5 "$OUT/$slug.jpg"
}

make intro-to-http '#1f5f8b' 'HTTP in a minute' \
  'Welcome back to class. Today we look at HTTP.' \
  'A browser sends a request with a method and a path.' \
  'The server answers with a status code, headers and a body.' \
  'The method says what the client wants to do.' \
  'GET reads a resource, and POST creates a new one.' \
  'PUT replaces a resource, and DELETE removes it.' \
  'Headers carry facts about the message, such as its content type.' \
  'A status code in the two hundreds means the request worked.' \
  'Three hundreds send the client somewhere else.' \
  'Four hundreds mean the client made a mistake, like four oh four, not found.' \
  'Five hundreds mean the server failed.' \
  'HTTP is stateless: every request stands on its own.' \
  'Cookies and tokens let the server remember who you are.' \
  'Open the network tab of your browser and watch the requests go by.' \
  'For homework, call a public API and read its status codes.' \
  'See you next class.'
make css-flexbox '#6b3fa0' 'Flexbox basics' \
  'Flexbox lays out items along one axis.' \
  'Justify content spaces them along the main axis.' \
  'Align items places them on the cross axis.' \
  'Try it on a row of three buttons.' \
  'Start by setting display flex on the container.' \
  'The children become flex items in a row.' \
  'Flex direction column turns the main axis downwards.' \
  'Justify content space between pushes the first and last items to the edges.' \
  'Align items center lines them up in the middle.' \
  'Flex wrap lets items move to a new line when space runs out.' \
  'The gap property puts space between items without margins.' \
  'Flex grow tells an item how much of the free space to take.' \
  'Flex shrink says how it gives space back.' \
  'Flex basis is its size before growing or shrinking.' \
  'Build a navigation bar with flexbox for this week.' \
  'That is all for flexbox today.'
make git-branches '#2e7d4f' 'Branching with Git' \
  'A branch is a movable pointer to a commit.' \
  'Create one with git switch, dash c, and a name.' \
  'Merge it back when the feature is ready.' \
  'Then delete the branch you no longer need.' \
  'Git log shows the history of commits.' \
  'Head points to the branch you are on.' \
  'Each commit records a snapshot and its parent.' \
  'When two branches change the same line, Git reports a merge conflict.' \
  'Open the file, choose the lines to keep, and remove the markers.' \
  'Then add the file and commit the merge.' \
  'Rebase replays your commits on top of another branch.' \
  'Never rebase commits that others already pulled.' \
  'Push your branch and open a pull request for review.' \
  'Small branches are easier to review and to merge.' \
  'Practise by making a branch for every exercise this week.' \
  'Happy branching.'

# chat <slug> <line>...: what the class wrote while the recording ran, about what is said at
# that moment (times within the recording), as tab-separated lines (time, name, text) and as
# the JSON-lines fallback (a header line, then the name and text base64-encoded).
chat() {
  slug=$1; shift
  printf '%b\n' "$@" > "$OUT/$slug.chat.txt"
  {
    echo '{"format":"cedar-chat","version":1}'
    while IFS="$(printf '\t')" read -r time name text; do
      secs=$(echo "$time" | awk -F: '{ print $1 * 3600 + $2 * 60 + $3 }')
      printf '{"time_from_recording_start":%s,"s_name":"%s","content":"%s"}\n' "$secs" "$(b64 "$name")" "$(b64 "$text")"
    done < "$OUT/$slug.chat.txt"
  } > "$OUT/$slug.chat.jsonl"
}

chat intro-to-http \
  '00:00:03\tAda Learner\tHi all, ready for HTTP!' \
  '00:00:09\tLin Okafor\tIs the path the part after the domain?' \
  '00:00:13\tGrace Coach\tYes: in example.com/users/42 the path is /users/42.' \
  '00:00:20\tMateo Ruiz\tWhat about PATCH?' \
  '00:00:24\tGrace Coach\tPATCH changes part of a resource, PUT replaces all of it.' \
  '00:00:32\tAda Learner\tSo a redirect is a 301 or a 302?' \
  '00:00:37\tLin Okafor\tI get 404s all the time in my project :)' \
  '00:00:43\tGrace Coach\tA 500 is on the server side: read its logs first.' \
  '00:00:48\tMateo Ruiz\tAre cookies sent with every request?' \
  '00:00:52\tGrace Coach\tWith every request to the same site, unless the cookie says otherwise.' \
  '00:00:57\tAda Learner\tWhich public API should we call for the homework?' \
  '00:01:00\tGrace Coach\tAny open one works, a weather API for example.'
chat css-flexbox \
  '00:00:04\tAda Learner\tWhich axis is the main one by default?' \
  '00:00:07\tGrace Coach\tThe row, left to right. The cross axis runs top to bottom.' \
  '00:00:14\tMateo Ruiz\tDoes display: flex go on the buttons or on their parent?' \
  '00:00:16\tGrace Coach\tOn the parent, the container.' \
  '00:00:21\tLin Okafor\tSo with column, justify-content works vertically?' \
  '00:00:28\tAda Learner\tspace-between is exactly what my header needed!' \
  '00:00:33\tMateo Ruiz\tCan items wrap onto more than two lines?' \
  '00:00:37\tGrace Coach\tAs many as they need, and gap works between the lines too.' \
  '00:00:44\tLin Okafor\tflex: 1 means grow 1, shrink 1 and basis 0, right?' \
  '00:00:47\tGrace Coach\tRight, so the items share the free space evenly.' \
  '00:00:51\tAda Learner\tDoes the navigation bar go in the repo of this week?' \
  '00:00:54\tGrace Coach\tYes, in the layout folder of the starter code.'
chat git-branches \
  '00:00:04\tMateo Ruiz\tIs git switch -c the same as git checkout -b?' \
  '00:00:06\tGrace Coach\tYes, switch is the newer command for it.' \
  '00:00:10\tLin Okafor\tAnd deleting is git branch -d?' \
  '00:00:13\tAda Learner\tTip: git log --oneline keeps the history short.' \
  '00:00:16\tMateo Ruiz\tWhere does HEAD point after a merge?' \
  '00:00:23\tAda Learner\tI had a merge conflict yesterday and panicked :(' \
  '00:00:28\tGrace Coach\tLook for the <<<<<<< and >>>>>>> markers, keep what you need, delete the rest.' \
  '00:00:34\tLin Okafor\tRebase or merge for our team project?' \
  '00:00:38\tGrace Coach\tMerge shared branches; rebase only your own work before you push.' \
  '00:00:41\tMateo Ruiz\tWho reviews our pull requests?' \
  '00:00:44\tGrace Coach\tYour pair first, then a coach.' \
  '00:00:48\tAda Learner\tThanks, branching finally makes sense!'
du -sh "$OUT"

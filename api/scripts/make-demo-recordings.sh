#!/bin/sh
# Makes the demo recordings under api/assets/demo-recordings: a coloured slide with its text,
# spoken by espeak-ng, at low resolution and bitrate, with a transcript whose times are the
# measured lengths of the spoken sentences, a chat in both formats and a thumbnail.
# Needs ffmpeg, ffprobe and espeak-ng (apt-get install -y ffmpeg espeak-ng). Run at authoring time.
set -eu
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

# The chats: tab-separated lines, and the JSON-lines fallback (header line, base64 name and text).
for slug in intro-to-http css-flexbox git-branches; do
  printf '%b\n' \
    '00:00:02\tAda Learner\tHello everyone!' \
    '00:00:05\tGrace Coach\tWelcome, ask questions any time.' \
    '00:00:09\tAda Learner\tCould you repeat the last part?' \
    '00:00:18\tLin Okafor\tThat makes sense now.' \
    '00:00:27\tGrace Coach\tGood question, we come back to it in a moment.' \
    '00:00:36\tMateo Ruiz\tIs this in the homework?' \
    '00:00:44\tGrace Coach\tYes, see the assignment for this week.' \
    '00:00:48\tAda Learner\tThanks, this was really clear!' \
    > "$OUT/$slug.chat.txt"
  {
    echo '{"format":"cedar-chat","version":1}'
    while IFS="$(printf '\t')" read -r time name text; do
      secs=$(echo "$time" | awk -F: '{ print $1 * 3600 + $2 * 60 + $3 }')
      printf '{"time_from_recording_start":%s,"s_name":"%s","content":"%s"}\n' "$secs" "$(b64 "$name")" "$(b64 "$text")"
    done < "$OUT/$slug.chat.txt"
  } > "$OUT/$slug.chat.jsonl"
done
du -sh "$OUT"

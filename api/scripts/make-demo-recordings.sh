#!/bin/sh
# Makes the demo recordings under api/assets/demo-recordings: a coloured slide with its text,
# spoken by espeak-ng, at low resolution and bitrate, with a transcript whose times are the
# measured lengths of the spoken sentences, a chat in both formats and a thumbnail.
# Needs ffmpeg, ffprobe and espeak-ng (apt-get install -y ffmpeg espeak-ng). Run at authoring time.
set -eu
OUT="$(cd "$(dirname "$0")/.." && pwd)/assets/demo-recordings"
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

make intro-to-http '#1f5f8b' 'HTTP in ten seconds' \
  'Welcome back to class. Today we look at HTTP.' \
  'A browser sends a request with a method and a path.' \
  'The server answers with a status code, headers and a body.'
make css-flexbox '#6b3fa0' 'Flexbox basics' \
  'Flexbox lays out items along one axis.' \
  'Justify content spaces them along the main axis.' \
  'Align items places them on the cross axis.' \
  'Try it on a row of three buttons.'
make git-branches '#2e7d4f' 'Branching with Git' \
  'A branch is a movable pointer to a commit.' \
  'Create one with git switch, dash c, and a name.' \
  'Merge it back when the feature is ready.' \
  'Then delete the branch you no longer need.'

# The chats: tab-separated lines, and the JSON-lines fallback (header line, base64 name and text).
for slug in intro-to-http css-flexbox git-branches; do
  printf '00:00:02\tAda Learner\tHello everyone!\n00:00:05\tGrace Coach\tWelcome, ask questions any time.\n00:00:09\tAda Learner\tCould you repeat the last part?\n' \
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

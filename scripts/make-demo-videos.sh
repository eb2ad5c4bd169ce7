#!/bin/sh
# Makes the media centre's three demo videos (apps/api/seed-media/videos/*.mp4) with ffmpeg: short,
# silent, brand-coloured H.264 clips (every browser plays them) whose length matches their captions
# (three seconds a cue, apps/api/src/seed/content/media.ts). The files are committed: the seed copies
# them into the file store, so neither the seed nor the tests need ffmpeg. Run it again only to change them.
set -eu
out="$(dirname "$0")/../apps/api/seed-media/videos"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
enc="-an -c:v libx264 -profile:v main -preset veryslow -pix_fmt yuv420p -movflags +faststart -map_metadata -1 -fflags +bitexact"

# the trailer: the brand's colours sweeping across (15 s, five cues)
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "gradients=s=640x360:c0=0b2a5b:c1=e8492a:c2=f2b134:c3=061a3a:nb_colors=4:speed=0.015:r=24:d=15:seed=7,vignette=PI/5,fade=t=in:st=0:d=1,fade=t=out:st=14:d=1" \
  $enc -crf 32 "$out/video-trailer.mp4"

# the interview: a slow, warm light (18 s, six cues)
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "gradients=s=640x360:c0=1f8a8a:c1=f7efe3:c2=6b2d5c:nb_colors=3:type=radial:speed=0.008:r=24:d=18:seed=11,vignette=PI/4,fade=t=in:st=0:d=1,fade=t=out:st=17:d=1" \
  $enc -crf 32 "$out/video-reem-interview.mp4"

# the venue tour: a camera moving over the plan of the halls (15 s, five cues)
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=#f7efe3:s=1280x720:d=1,\
drawbox=x=80:y=80:w=460:h=300:color=#0b2a5b:t=fill,\
drawbox=x=600:y=80:w=600:h=300:color=#1f8a8a:t=fill,\
drawbox=x=80:y=430:w=340:h=210:color=#e8492a:t=fill,\
drawbox=x=470:y=430:w=340:h=210:color=#f2b134:t=fill,\
drawbox=x=860:y=430:w=340:h=210:color=#6b2d5c:t=fill,\
drawbox=x=0:y=390:w=1280:h=30:color=#ead9c4:t=fill,\
drawbox=x=560:y=0:w=30:h=720:color=#ead9c4:t=fill" -frames:v 1 "$tmp/plan.png"
ffmpeg -hide_banner -loglevel error -y -loop 1 -framerate 24 -i "$tmp/plan.png" \
  -vf "zoompan=z='1.8-0.5*on/360':x='(iw-iw/zoom)*on/360':y='(ih-ih/zoom)*(0.5+0.5*sin(on/60))':d=1:s=640x360:fps=24,fade=t=in:st=0:d=1,fade=t=out:st=14:d=1" \
  -t 15 $enc -crf 30 "$out/video-venue-tour.mp4"

ls -l "$out"

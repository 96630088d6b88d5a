#!/bin/sh
# Hero videos for the public `hero-videos` bucket: short, slow, seamless loops drawn with ffmpeg's
# own filters (no footage, nothing downloaded). Every motion is periodic over the clip's length,
# so the last frame flows into the first. H.264, yuv420p, no audio, faststart, ≤ 600 KB each.
#
# Run from the repository root:  sh scripts/art/videos.sh [name...]
# Needs ffmpeg (Debian: apt-get install -y ffmpeg) and, for the clips built on a still, Chromium
# through Playwright (scripts/art/stills.ts).
set -eu

OUT=supabase/storage/hero-videos
TMP=${TMPDIR:-/tmp}/boutique-videos
D=8     # seconds per loop
FPS=24
mkdir -p "$OUT" "$TMP"

x264() {
  echo "-an -c:v libx264 -preset medium -profile:v high -pix_fmt yuv420p -movflags +faststart"
}

# A soft disc of light travelling round an ellipse once per loop: cx cy rx ry phase radius
blob() {
  echo "clip(($6-hypot(X-($1+$3*cos(2*PI*T/$D+$5)),Y-($2+$4*sin(2*PI*T/$D+$5))))/($6*0.4),0,1)"
}
# A broad glow: cx cy sx sy
glow() {
  echo "exp(-(pow((X-($1))/($3),2)+pow((Y-($2))/($4),2)))"
}
# Light is summed in one grey pass (rolled off so overlaps bloom instead of clipping), then tinted
# by a lookup table per channel: a third of the work of three colour passes.
lum() { # <light expression>
  echo "geq=lum='255*(1-exp(-($1)))',format=rgb24"
}
tint() { # <r g b gains 0..1>: highlights drift towards white, shadows keep the colour
  echo "lutrgb=r='min(255,val*$1+(1-$1)*val*pow(val/255,2))':g='min(255,val*$2+(1-$2)*val*pow(val/255,2))':b='min(255,val*$3+(1-$3)*val*pow(val/255,2))'"
}

landing() { # warm gold bokeh drifting over espresso, for the fine jewellers
  B="(0.9*$(blob 230 52 26 12 0 22)+0.6*$(blob 268 112 18 16 2 14)+0.45*$(blob 190 82 24 10 4 30)+0.5*$(blob 124 40 34 10 1 10)+0.55*$(blob 292 150 16 10 3 18)+0.35*$(blob 60 140 20 8 5 12))"
  L="0.06+0.3*$(glow 240 80 130 90)+1.1*$B"
  ffmpeg -y -v error -f lavfi -i "color=black:s=320x180:r=$FPS:d=$D,format=gray" \
    -vf "$(lum "$L"),$(tint 1 0.7 0.38),scale=1280:720:flags=bicubic,noise=alls=3:allf=t,format=yuv420p" \
    $(x264) -crf 27 -tune grain "$OUT/landing.mp4"
}

perfume() { # pastel light leaks breathing across blush and ivory
  G1=$(glow "220+60*cos(2*PI*T/$D)" "60+25*sin(2*PI*T/$D)" 120 80)
  G2=$(glow "90+50*sin(2*PI*T/$D+1)" "130+20*cos(2*PI*T/$D+1)" 110 70)
  G3=$(glow "280+30*sin(2*PI*T/$D+3)" "150+15*cos(2*PI*T/$D+2)" 90 60)
  ffmpeg -y -v error -f lavfi -i "color=black:s=320x180:r=$FPS:d=$D,format=gbrp" \
    -vf "geq=r='clip(178+60*$G1+50*$G2+40*$G3,0,255)':g='clip(140+62*$G1+30*$G2+50*$G3,0,255)':b='clip(136+54*$G1+46*$G2+70*$G3,0,255)',scale=1280:720:flags=bicubic,noise=alls=2:allf=t,format=yuv420p" \
    $(x264) -crf 26 "$OUT/perfume.mp4"
}

textile() { # slow folds of warm linen, travelling like cloth in a draught
  F="sin(2*PI*(Y/72+0.3*sin(2*PI*X/300+2*PI*T/$D)+0.08*sin(2*PI*X/110-2*PI*T/$D)))"
  ffmpeg -y -v error -f lavfi -i "color=black:s=320x180:r=$FPS:d=$D,format=gray" \
    -vf "$(lum "0.75+0.2*$F+0.25*(1-Y/180)+0.45*$(glow 250 40 160 110)"),$(tint 1 0.84 0.66),scale=1280:720:flags=bicubic,noise=alls=3:allf=t,format=yuv420p" \
    $(x264) -crf 26 "$OUT/textile.mp4"
}

phone() { # a handheld look at a lit jewellery window, portrait, with a gentle sway
  B="(0.9*$(blob 60 120 16 26 0 20)+0.6*$(blob 120 80 12 18 2 14)+0.7*$(blob 100 220 14 24 4 26)+0.5*$(blob 40 280 10 16 1 12)+0.4*$(blob 150 300 14 12 3 16))"
  L="0.08+0.4*$(glow 100 180 90 140)+1.0*$B"
  ffmpeg -y -v error -f lavfi -i "color=black:s=200x356:r=30:d=$D,format=gray" \
    -vf "$(lum "$L"),$(tint 1 0.82 0.62),scale=760:1352:flags=bicubic,crop=720:1280:'20+14*sin(2*PI*t/$D)':'36+20*sin(4*PI*t/$D+1)',noise=alls=5:allf=t,format=yuv420p" \
    $(x264) -crf 28 "$OUT/VID_20240612_phone.mp4"
}

pan() { # <name> <still>: a quiet pan and back across a hero still rendered at twice its size
  [ -f "$TMP/$2.png" ] || npx tsx scripts/art/stills.ts "$TMP" 2 "$2"
  # 3200×2000 still; a 2700×1519 window drifts right and back on a cosine, then scales to 720p
  ffmpeg -y -v error -loop 1 -framerate $FPS -t $D -i "$TMP/$2.png" \
    -vf "crop=2700:1519:'250+250*cos(2*PI*t/$D)':'240+110*sin(2*PI*t/$D)',scale=1280:720:flags=bicubic,noise=alls=2:allf=t,format=yuv420p" \
    $(x264) -crf 27 "$OUT/$1.mp4"
}

ALL="landing perfume textile phone goldsmith clothing shoes-bags"
for name in ${*:-$ALL}; do
  case $name in
    landing) landing ;;
    perfume) perfume ;;
    textile) textile ;;
    phone) phone ;;
    goldsmith) pan goldsmith goldsmith-workshop ;;
    clothing) pan clothing fashion ;;
    shoes-bags) pan shoes-bags shoes-bags ;;
    *) echo "unknown video: $name" >&2; exit 1 ;;
  esac
done
ls -l "$OUT"

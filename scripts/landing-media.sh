#!/usr/bin/env bash
# Renders the public pages' demo video and sample outputs with Debian's ffmpeg (no downloads, no models):
# a title sequence over moving gradients with a Mandelbrot zoom, and four procedural pictures for the gallery.
# Output: apps/host/public/samples/ (demo.vtt, the captions of its titles, is written by hand). Re-run after changing
# it; commit the files (the video ~150 kB, each picture under 100 kB).
set -euo pipefail
out="$(dirname "$0")/../apps/host/public/samples"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$out"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

ff -f lavfi -i "gradients=s=640x360:c0=0x4f46e5:c1=0xdb2777:c2=0x0ea5e9:nb_colors=3:speed=0.03:d=8:r=24" \
  -f lavfi -i "mandelbrot=s=320x200:r=24:end_scale=0.02:maxiter=300,trim=duration=8" \
  -filter_complex "[1:v]format=yuv420p,fade=in:st=2.8:d=0.4[m];[0:v][m]overlay=x=160:y=96:enable='gte(t,2.8)',\
drawtext=fontfile=$font:text='Describe it':fontsize=44:fontcolor=white:x=(w-tw)/2:y=(h-th)/2:enable='between(t,0.3,2.7)',\
drawtext=fontfile=$font:text='Generate':fontsize=34:fontcolor=white:x=(w-tw)/2:y=30:enable='between(t,2.8,5.4)',\
drawtext=fontfile=$font:text='Download':fontsize=34:fontcolor=white:x=(w-tw)/2:y=30:enable='between(t,5.5,8)',\
drawtext=fontfile=$font:text='Mediakit demo':fontsize=16:fontcolor=white@0.85:x=16:y=14" \
  -c:v libvpx-vp9 -b:v 0 -crf 50 -row-mt 1 -pix_fmt yuv420p -an "$out/demo.webm"
ff -ss 4 -i "$out/demo.webm" -frames:v 1 -q:v 70 "$out/demo-poster.webp"

picture() { ff -f lavfi -i "$1" -frames:v 1 -q:v 55 "$out/$2"; }
picture "gradients=s=640x480:c0=0x0ea5e9:c1=0x22c55e:c2=0x1e3a8a:c3=0xa855f7:nb_colors=4:seed=7:type=radial" aurora.webp
picture "mandelbrot=s=640x480:start_scale=0.3:start_x=-0.745:start_y=0.1:maxiter=400" fractal.webp
picture "mandelbrot=s=640x480:start_scale=0.01:start_x=-0.7435:start_y=0.1314:maxiter=600:outer=normalized_iteration_count" spiral.webp
picture "gradients=s=640x480:c0=0xf97316:c1=0xfde047:c2=0xdb2777:nb_colors=3:seed=3:type=spiral" sunset.webp
ls -l "$out"

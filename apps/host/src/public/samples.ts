// The public pages' demo video and sample files: rendered locally with Debian's ffmpeg by scripts/landing-media.sh
// (a title sequence with a Mandelbrot zoom; procedural pictures), served from apps/host/public/samples.

export const demoVideo = {
  src: '/samples/demo.webm',
  poster: '/samples/demo-poster.webp',
  captions: '/samples/demo.vtt',
  width: 640,
  height: 360,
  label: 'Mediakit demo: describe it, generate, download (8 seconds, no sound)',
};

export interface SampleFile {
  title: string;
  text: string;
  src: string;
  /** The name the download is saved under. */
  fileName: string;
}

export const sampleFiles: SampleFile[] = [
  { title: 'Aurora', text: 'Radial colour gradient', src: '/samples/aurora.webp', fileName: 'mediakit-aurora.webp' },
  {
    title: 'Fractal edge',
    text: 'Mandelbrot set, wide view',
    src: '/samples/fractal.webp',
    fileName: 'mediakit-fractal-edge.webp',
  },
  {
    title: 'Seahorse spiral',
    text: 'Mandelbrot set, deep zoom',
    src: '/samples/spiral.webp',
    fileName: 'mediakit-seahorse-spiral.webp',
  },
  {
    title: 'Sunset swirl',
    text: 'Spiral colour gradient',
    src: '/samples/sunset.webp',
    fileName: 'mediakit-sunset-swirl.webp',
  },
];

/** Every sample picture is 640 × 480. */
export const sampleSize = { width: 640, height: 480 };

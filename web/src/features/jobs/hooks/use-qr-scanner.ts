import { type RefObject, useEffect, useRef, useState } from 'react';

/** starting: asking for the camera; scanning: frames are being read; denied / unavailable: no camera. */
export type TScannerState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** About five frames a second: quick enough to feel instant, light enough for a cheap phone. */
const FRAME_MS = 200;
/** Frames are read at most this wide; QR codes on a wall need no more and jsQR's time grows with size. */
const MAX_WIDTH = 640;

type Decoder = (data: Uint8ClampedArray, width: number, height: number) => string | null;

async function loadDecoder(): Promise<Decoder> {
  // jsQR is only needed by the few who open the scanner: it stays out of the main bundle.
  const { default: jsQR } = await import('jsqr');
  return (data, width, height) =>
    jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

function stateOfError(error: unknown): TScannerState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/**
 * Streams the back camera into `videoRef` and reads a QR code from it every FRAME_MS. `onDecode` gets
 * each value read while `paused` is false; the camera is released when the component unmounts.
 */
export function useQrScanner(
  videoRef: RefObject<HTMLVideoElement | null>,
  onDecode: (value: string) => void,
  paused: boolean,
): TScannerState {
  const [state, setState] = useState<TScannerState>('starting');
  const onDecodeRef = useRef(onDecode);
  const pausedRef = useRef(paused);
  useEffect(() => {
    onDecodeRef.current = onDecode;
    pausedRef.current = paused;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let cancelled = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const readFrame = (decode: Decoder) => {
      const video = videoRef.current;
      if (pausedRef.current || !video || !context || video.readyState < video.HAVE_CURRENT_DATA) return;
      const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || MAX_WIDTH));
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (!width || !height) return;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const value = decode(context.getImageData(0, 0, width, height).data, width, height);
      if (value) onDecodeRef.current(value);
    };

    const start = async () => {
      // Camera access needs HTTPS (or localhost); without it mediaDevices is missing altogether.
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        const [decode, media] = await Promise.all([
          loadDecoder(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => undefined);
        }
        setState('scanning');
        timer = window.setInterval(() => readFrame(decode), FRAME_MS);
      } catch (error) {
        if (!cancelled) setState(stateOfError(error));
      }
    };
    void start();

    return () => {
      cancelled = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [videoRef]);

  return state;
}

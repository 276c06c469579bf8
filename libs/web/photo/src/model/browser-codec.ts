import type { PhotoCodec } from './compress-photo';

/** Compression with the browser's own parts: FileReader, an <img> and a canvas. */
export const browserCodec: PhotoCodec<HTMLImageElement> = {
  read(file) {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL'));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(file);
    });
  },
  decode(dataUrl) {
    return new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error('decode failed'));
      image.src = dataUrl;
    });
  },
  encode(image, width, height, quality) {
    return new Promise((resolve) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return resolve(null);
      // JPEG has no transparency: a white ground instead of black.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', quality);
    });
  },
};

/** A photo kept in local storage (the wizard's photoData) and back. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return browserCodec.read(blob);
}

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  const [header = '', body = ''] = dataUrl.split(',', 2);
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(body), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type });
}

import { useEffect, useRef, useState } from 'react';

/** An accepted image and the object URL its preview shows. */
export interface ChosenImage {
  file: File;
  preview: string;
}

/**
 * The images chosen per upload key, each with an object URL for its preview. A URL is released
 * when its image is replaced or removed and when the page goes, so a 5 MB photo is not held in
 * memory afterwards.
 */
export function useImageFiles() {
  const [images, setImages] = useState<Readonly<Record<string, ChosenImage>>>({});
  const held = useRef(new Map<string, string>());
  useEffect(() => {
    const urls = held.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);
  const release = (key: string) => {
    const url = held.current.get(key);
    if (url !== undefined) URL.revokeObjectURL(url);
    held.current.delete(key);
  };
  return {
    images,
    set: (key: string, file: File) => {
      release(key);
      const preview = URL.createObjectURL(file);
      held.current.set(key, preview);
      setImages((previous) => ({ ...previous, [key]: { file, preview } }));
    },
    remove: (key: string) => {
      release(key);
      setImages((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([name]) => name !== key)),
      );
    },
  };
}

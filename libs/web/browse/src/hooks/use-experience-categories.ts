import { useEffect, useState } from 'react';
import { browserContentClient, categoryId } from '@ember/content';

export interface CategoryOption {
  id: string;
  name: string;
}

/** The experience catalogue's categories (CMS), in catalogue order; empty while loading or when the CMS is away. */
export function useExperienceCategories(): CategoryOption[] {
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  useEffect(() => {
    let live = true;
    browserContentClient()
      .experiences()
      .then((experiences) => {
        if (!live) return;
        const seen = new Map<string, string>();
        for (const experience of experiences) seen.set(categoryId(experience.category), experience.category);
        setCategories([...seen].map(([id, name]) => ({ id, name })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return categories;
}

import { type Theme, contrastRatio, isDarkTheme } from '@ember/ui';

function channels(hex: string): number[] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value.slice(0, 6);
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
}

/** `amount` of `other` mixed into `hex`, in sRGB. */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((channel, index) =>
      Math.round(channel + (b[index]! - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `colour` moved towards `towards` in small steps until it reads at `ratio` on every background. */
function untilReadable(colour: string, towards: string, backgrounds: readonly string[], ratio: number): string {
  const reads = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = amount === 0 ? colour.toLowerCase() : mix(colour, towards, amount);
    if (reads(candidate)) return candidate;
  }
  return towards;
}

/**
 * Spec 2 §3 tokens as editors set them in the CMS, made readable: body text at 7:1 on the page, muted
 * text at 4.5:1 on every background tint, and link colours (primary on light themes, primaryLight on
 * dark ones) at 4.5:1. A colour that already reads is kept as it is; one that does not is moved
 * towards the text colour only as far as needed, so the palette keeps its character.
 */
export function readableTheme(theme: Theme): Theme {
  const dark = isDarkTheme(theme);
  const backgrounds = [theme.bgPrimary, theme.bgSecondary, theme.bgTertiary];
  const extreme = dark ? '#ffffff' : '#000000';
  const text = untilReadable(theme.text, extreme, [theme.bgPrimary], 7);
  const muted = untilReadable(theme.muted, text, backgrounds, 4.5);
  const linkBackgrounds = backgrounds;
  return {
    ...theme,
    text,
    muted,
    ...(dark
      ? { primaryLight: untilReadable(theme.primaryLight, text, linkBackgrounds, 4.5) }
      : { primary: untilReadable(theme.primary, text, linkBackgrounds, 4.5) }),
  };
}

/** Spec 1 §9: initials use at most two letters. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export interface MemberPhotoProps {
  name: string;
  photoUrl?: string | null;
  /** The frame's look (size, shape), which each screen sets. */
  className?: string;
  /** Says what the photo shows where no name stands beside it; by default the photo is decoration. */
  alt?: string;
}

/** A member's photo, or their initials where there is none. */
export function MemberPhoto({ name, photoUrl, className, alt = '' }: MemberPhotoProps) {
  return (
    <div className={className}>
      {photoUrl ? <img src={photoUrl} alt={alt} /> : <span aria-hidden="true">{initials(name)}</span>}
    </div>
  );
}

import { cn } from '../../lib/cn.ts';

/**
 * The profile picture, or the spec's avatar (spec 3 §2.2): the Sex master name 'Female' gives the
 * girl avatar, anything else the default one; `male` is for family members whose Gender is 282.
 */
export function Avatar({
  src,
  gender,
  alt,
  size = 48,
  className,
}: {
  src: string | null | undefined;
  gender?: 'female' | 'male' | null;
  alt: string;
  size?: number;
  className?: string;
}) {
  const fallback = gender === 'female' ? '/images/avatars/girl.svg' : gender === 'male' ? '/images/avatars/male.svg' : '/images/avatars/default.svg';
  return (
    <img
      src={src || fallback}
      alt={alt}
      width={size}
      height={size}
      className={cn('shrink-0 rounded-full border bg-white object-cover', className)}
      style={{ width: size, height: size }}
    />
  );
}

import { icons, type IconName } from '../../data/icons';

/** The site's stroke icons inside React islands (the Astro pages use ui/Icon.astro). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} />
    </svg>
  );
}

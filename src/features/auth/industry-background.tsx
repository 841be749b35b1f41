import type { CSSProperties } from 'react';

// The four industries the console serves (SPEC §1): education, restaurants, retail,
// manufacturing. Fluent's HatGraduation, Food, Cart and BuildingFactory (Regular, 20) drawn as
// plain SVG: the icon components would bring Fluent's styles engine into the sign-in entry.
const ICONS: { name: string; d: string; style: CSSProperties }[] = [
  {
    name: 'education',
    d: 'M8.5 3.4a3 3 0 0 1 3 0l7.25 4.17a.5.5 0 0 1 0 .86L16 10.01v4.49a.5.5 0 0 1-.15.35v.01l-.03.03-.38.32A9.1 9.1 0 0 1 10 17a9 9 0 0 1-5.74-2.05l-.08-.07a.5.5 0 0 1-.18-.4v-4.48L2 8.86v4.64a.5.5 0 0 1-1 0V8q.01-.3.26-.44zm3 9.2a3 3 0 0 1-3 0L5 10.59v3.69l.17.14q.34.27 1 .64A8 8 0 0 0 10 16a8 8 0 0 0 5-1.72v-3.7zM11 4.27a2 2 0 0 0-2 0L2.5 8 9 11.73a2 2 0 0 0 2 0L17.5 8z',
    style: { top: '8%', left: '6%', transform: 'rotate(-12deg)' },
  },
  {
    name: 'restaurants',
    d: 'M4.67 2a1.3 1.3 0 0 0-1.29 1.07C3.23 3.89 3 5.34 3 6.5a3.5 3.5 0 0 0 1.6 2.94c.27.17.4.4.4.6v.46l-.27 2.63A49 49 0 0 0 4.5 16a2 2 0 1 0 4 0c0-.42-.11-1.68-.23-2.87L8 10.45v-.41c0-.2.13-.43.4-.6A3.5 3.5 0 0 0 10 6.5c0-1.16-.23-2.61-.38-3.43A1.3 1.3 0 0 0 8.32 2q-.51.01-.87.34a1.5 1.5 0 0 0-1.9 0Q5.2 2 4.67 2M6 3.5a.5.5 0 0 1 1 0v3a.5.5 0 0 0 1 0V3.33c0-.18.15-.33.33-.33q.25.01.3.25c.15.81.37 2.19.37 3.25a2.5 2.5 0 0 1-1.14 2.1c-.44.28-.86.78-.86 1.44v.57c.04.25.16 1.42.28 2.62.11 1.21.22 2.41.22 2.77a1 1 0 1 1-2 0c0-.36.1-1.56.22-2.77L6 10.45v-.41c0-.66-.42-1.16-.86-1.44A2.5 2.5 0 0 1 4 6.5c0-1.06.22-2.44.36-3.25A.3.3 0 0 1 4.67 3c.18 0 .33.15.33.33V6.5a.5.5 0 0 0 1 0zm5 3A4.5 4.5 0 0 1 15.5 2c.28 0 .5.22.5.5v6.98l.02.22.23 2.7c.12 1.5.25 3.16.25 3.6a2 2 0 1 1-4 0c0-.44.13-2.1.25-3.6l.17-2.04.03-.36h-.45A1.5 1.5 0 0 1 11 8.5zm3 3.04-.02.25-.23 2.69A87 87 0 0 0 13.5 16a1 1 0 1 0 2 0c0-.39-.12-1.98-.25-3.52l-.23-2.7-.02-.24v-6.5c-1.7.24-3 1.7-3 3.46v2c0 .28.22.5.5.5h1a.5.5 0 0 1 .5.54',
    style: { top: '12%', right: '8%', transform: 'rotate(10deg)' },
  },
  {
    name: 'retail',
    d: 'M3 3.5c0-.28.22-.5.5-.5h.44c.72 0 1.14.47 1.38.94.17.32.29.72.39 1.06H16a1 1 0 0 1 .96 1.27l-1.5 5.28A2 2 0 0 1 13.55 13H8.46a2 2 0 0 1-1.93-1.47L5.9 9.17l-.01-.03-1.03-3.5-.1-.33a5 5 0 0 0-.32-.91c-.16-.31-.3-.4-.5-.4H3.5a.5.5 0 0 1-.5-.5m3.84 5.37.66 2.4a1 1 0 0 0 .96.73h5.08a1 1 0 0 0 .96-.73L16 6H6zM10 15.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1 0a.5.5 0 1 0-1 0 .5.5 0 0 0 1 0m6 0a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1 0a.5.5 0 1 0-1 0 .5.5 0 0 0 1 0',
    style: { bottom: '10%', left: '10%', transform: 'rotate(8deg)' },
  },
  {
    name: 'manufacturing',
    d: 'M4.44 2a1.5 1.5 0 0 0-1.5 1.4l-.87 13a1.5 1.5 0 0 0 1.5 1.6h2.86a1.5 1.5 0 0 0 1.5-1.6l-.87-13A1.5 1.5 0 0 0 5.56 2zm-.5 1.47a.5.5 0 0 1 .5-.47h1.12c.27 0 .49.2.5.47l.87 13a.5.5 0 0 1-.5.53H3.57a.5.5 0 0 1-.5-.53zM16.5 18H8.43q.34-.45.45-1H10v-4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v4h.5a.5.5 0 0 0 .5-.5V6.62l-4.17 3.75A.5.5 0 0 1 12 10V6.62L8.49 9.78 8.4 8.51l3.76-3.38a.5.5 0 0 1 .84.37v3.38l4.16-3.75a.5.5 0 0 1 .84.37v11c0 .83-.67 1.5-1.5 1.5M11 17h4v-4h-4z',
    style: { bottom: '8%', right: '6%', transform: 'rotate(-8deg)' },
  },
];

/** Decorative background of the sign-in screens: four industry icons. */
export function IndustryBackground() {
  return (
    <div className="auth-background" aria-hidden="true" data-testid="industry-background">
      {ICONS.map(({ name, d, style }) => (
        <svg key={name} viewBox="0 0 20 20" style={style} aria-hidden="true">
          <path d={d} fill="currentColor" />
        </svg>
      ))}
    </div>
  );
}

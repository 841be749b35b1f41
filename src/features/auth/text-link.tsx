import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

// Fluent's Link brings ~2 KB gzip of hooks into the sign-in bundle; an anchor styled with the
// same tokens looks and behaves the same (a real <a>, so keyboard and middle-click work).
const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** An in-app link in the Fluent link style. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={useStyles().link}>
      {children}
    </Link>
  );
}

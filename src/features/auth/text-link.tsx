import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link in the Fluent link style (auth.css; a real <a>, so middle-click works). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="auth-link">
      {children}
    </Link>
  );
}

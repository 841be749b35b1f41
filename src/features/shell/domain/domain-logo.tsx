import { makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectSelectedDomain } from '../../../../machines/domain';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';
import { BrandLogo } from '../../../ui/brand-logo';
import { shellMessages } from '../layout/shell-messages';
import { domainLook } from './domain-look';

const useStyles = makeStyles({
  tile: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
    boxSizing: 'border-box',
  },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
});

/**
 * The selected domain's mark (SPEC §3): its logo on a tile of the domain colour, or its initials
 * there when it has no logo or the logo cannot load. Before a domain is chosen, the product's mark.
 */
export function DomainLogo({ size }: { size: number }) {
  const intl = useIntl();
  const styles = useStyles();
  const selected = useSelector(useAppActor('domain'), selectSelectedDomain);
  // Remembers which address failed, so another domain's logo is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  if (!selected) return <BrandLogo size={size} />;
  const look = domainLook(selected);
  const label = intl.formatMessage(shellMessages.domainLogo as Message, { name: selected.name });
  const showImage = look.logo !== null && look.logo !== failed;
  return (
    <span
      className={styles.tile}
      style={{
        width: size,
        height: size,
        backgroundColor: look.color,
        color: look.onColor,
        fontSize: Math.round(size * 0.4),
      }}
      data-testid="domain-logo"
      data-domain-color={look.color}
      {...(showImage ? {} : { role: 'img', 'aria-label': label })}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={look.logo ?? undefined}
          alt={label}
          onError={() => setFailed(look.logo)}
        />
      ) : (
        <span aria-hidden="true">{look.initials}</span>
      )}
    </span>
  );
}

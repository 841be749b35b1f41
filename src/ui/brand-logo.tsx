import { defineMessages, useIntl } from 'react-intl';

const logoMessages = defineMessages({
  logo: { id: 'auth.logo', defaultMessage: 'Logotipo de la consola' },
});

/** The product's mark: drawn inline so the sign-in screens need nothing from outside. */
export function BrandLogo({ size = 48 }: { size?: number }) {
  const intl = useIntl();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={intl.formatMessage(logoMessages.logo)}
    >
      <rect width="48" height="48" rx="12" fill="var(--app-color-primary, #184A7B)" />
      <path
        d="M12 31 L20 17 L26 27 L30 21 L36 31 Z"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="33" cy="14" r="3" fill="#fff" />
    </svg>
  );
}

import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Select,
  Spinner,
  Subtitle2,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, KeyRegular, SendRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSelectedDomain } from '../../../../machines/domain';
import { selectLocale } from '../../../../machines/settings';
import type { Message } from '../../../../machines/types/messages';
import { DEFAULT_CALLING_CODE } from '../../../../openapi/rules/phone-countries';
import { useApiClients } from '../../../api/api-context';
import { useAppActor } from '../../../app-kit/system-context';
import { useNotify } from '../../../app-kit/use-notify';
import { phonePrefixMessages, usePhonePrefixes } from '../../../app-kit/use-phone-prefixes';
import { addRecipient, canSend } from './recipient-list';
import { shareBrandKey } from './share-brand-key-api';

// Fluent's tags are only needed once a recipient is typed: their chunk waits until then.
const RecipientTags = lazy(() =>
  import('./recipient-tags').then((m) => ({ default: m.RecipientTags })),
);

const messages = defineMessages({
  button: { id: 'brandKey.button', defaultMessage: 'Llave de marca' },
  title: { id: 'brandKey.title', defaultMessage: 'Comparte la llave de tu marca' },
  intro: {
    id: 'brandKey.intro',
    defaultMessage: 'Tus colaboradores se registran en la app con esta llave.',
  },
  copy: { id: 'brandKey.copy', defaultMessage: 'Copiar llave' },
  copied: { id: 'brandKey.copied', defaultMessage: 'Llave copiada' },
  copyFailed: { id: 'brandKey.copyFailed', defaultMessage: 'No pudo copiarse la llave' },
  country: { id: 'brandKey.country', defaultMessage: 'Código de país' },
  recipients: { id: 'brandKey.recipients', defaultMessage: 'Correos o celulares' },
  recipientsHint: {
    id: 'brandKey.recipients.hint',
    defaultMessage: 'Escribe un correo o un celular de 10 dígitos y presiona Enter.',
  },
  invalidPhone: { id: 'brandKey.invalidPhone', defaultMessage: 'Teléfono inválido' },
  remove: { id: 'brandKey.remove', defaultMessage: 'Quitar {recipient}' },
  list: { id: 'brandKey.list', defaultMessage: 'Destinatarios' },
  send: { id: 'brandKey.send', defaultMessage: 'Enviar' },
  shared: { id: 'brandKey.shared', defaultMessage: 'Llave compartida' },
  shareFailed: { id: 'brandKey.shareFailed', defaultMessage: 'No fue posible compartir la llave' },
});

const useStyles = makeStyles({
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', display: 'grid', gap: '12px' },
  key: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '8px',
    padding: '8px 12px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
  },
  row: { display: 'grid', gridTemplateColumns: '110px 1fr', gap: '8px', alignItems: 'end' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The recipients' phone country, from the server's list (SPEC §7 "phone prefixes"). Read when the
 * send part opens (the popover's surface mounts on open), not with every top bar.
 */
function CountryField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const intl = useIntl();
  const prefixes = usePhonePrefixes();
  return (
    <Field
      label={intl.formatMessage(messages.country)}
      validationState={prefixes.error ? 'error' : 'none'}
      validationMessage={
        prefixes.error ? intl.formatMessage(phonePrefixMessages.failed) : undefined
      }
    >
      <Select
        value={value}
        disabled={!prefixes.data}
        onChange={(_, d) => onChange(d.value)}
        data-testid="brand-key-country"
      >
        {(prefixes.data ?? []).map((c) => (
          <option key={c.codeName} value={c.callingCode}>
            {`${c.codeName} ${c.callingCode}`}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * Top-bar brand key (SPEC §2, §4, §5): shown whenever the selected domain has a brand key, so it
 * can always be copied. Sending it to e-mails and mobiles (Enter adds each; send needs one) is
 * offered only when the brand shares its key (`share_brand_key`) and names a brand to send for.
 */
export function BrandKeyShare() {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const { main } = useApiClients();
  const selected = useSelector(useAppActor('domain'), selectSelectedDomain);
  const locale = useSelector(useAppActor('settings'), selectLocale);
  // Form input of this popover: the typed entry, the list and the send in flight.
  const [entry, setEntry] = useState('');
  const [list, setList] = useState<string[]>([]);
  const [country, setCountry] = useState(DEFAULT_CALLING_CODE);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const key = selected?.enrollmentKey;
  if (!selected || !key) return null;
  const brandId = selected.brandId;
  const brandName = selected.brand ?? selected.name;
  const canShare = selected.shareBrandKey && brandId !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(key);
      notify({ kind: 'success', title: messages.copied });
    } catch (error) {
      // SPEC §8: clipboard failures are logged; the user is told it did not copy.
      console.warn('brand key: copy failed', error);
      notify({ kind: 'error', title: messages.copyFailed });
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const result = addRecipient(list, entry, country);
    if (result.ok) {
      setList(result.list);
      setEntry('');
      setInvalid(false);
    } else {
      setInvalid(result.reason === 'invalid');
    }
  };

  const send = async () => {
    if (brandId === null) return;
    setBusy(true);
    try {
      await shareBrandKey(main, {
        brandId,
        brandName,
        brandKey: key,
        list,
        country,
        language: locale,
      });
      setList([]);
      notify({ kind: 'success', title: messages.shared });
    } catch (error) {
      console.warn('brand key: share failed', error);
      notify({ kind: 'error', title: messages.shareFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={intl.formatMessage(messages.button)} relationship="label">
          <Button appearance="subtle" icon={<KeyRegular />} data-testid="brand-key" />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface
        className={styles.surface}
        aria-label={intl.formatMessage(messages.title)}
        data-testid="brand-key-panel"
      >
        <Subtitle2 as="h2">{intl.formatMessage(messages.title)}</Subtitle2>
        <Body1>{intl.formatMessage(messages.intro)}</Body1>
        <div className={styles.key}>
          <span data-testid="brand-key-value">{key}</span>
          <Button size="small" icon={<CopyRegular />} onClick={copy} data-testid="brand-key-copy">
            {intl.formatMessage(messages.copy)}
          </Button>
        </div>
        {canShare && (
          <>
            <div className={styles.row}>
              <CountryField value={country} onChange={setCountry} />
              <Field
                label={intl.formatMessage(messages.recipients)}
                validationState={invalid ? 'error' : 'none'}
                validationMessage={invalid ? intl.formatMessage(messages.invalidPhone) : undefined}
              >
                <Input
                  value={entry}
                  onChange={(_, d) => {
                    setEntry(d.value);
                    setInvalid(false);
                  }}
                  onKeyDown={onKeyDown}
                  data-testid="brand-key-recipient"
                />
              </Field>
            </div>
            <Caption1 className={styles.hint}>
              {intl.formatMessage(messages.recipientsHint)}
            </Caption1>
            {list.length > 0 && (
              <Suspense fallback={null}>
                <RecipientTags
                  list={list}
                  label={intl.formatMessage(messages.list)}
                  removeLabel={(recipient) =>
                    intl.formatMessage(messages.remove as Message, { recipient })
                  }
                  onRemove={(r) => setList(list.filter((x) => x !== r))}
                />
              </Suspense>
            )}
            <Button
              appearance="primary"
              icon={busy ? <Spinner size="tiny" /> : <SendRegular />}
              disabled={!canSend(list, busy)}
              onClick={send}
            >
              {intl.formatMessage(messages.send)}
            </Button>
          </>
        )}
      </PopoverSurface>
    </Popover>
  );
}

import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  makeStyles,
  Select,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, SendRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type Dispatch, type KeyboardEvent, type SetStateAction, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectLocale } from '../../../../machines/settings';
import type { Message } from '../../../../machines/types/messages';
import { useApiClients } from '../../../api/api-context';
import { lazyReady } from '../../../app-kit/lazy-ready';
import { useAppActor } from '../../../app-kit/system-context';
import { useNotify } from '../../../app-kit/use-notify';
import { phonePrefixMessages, usePhonePrefixes } from '../../../app-kit/use-phone-prefixes';
import type { BrandKeyForm } from './brand-key-form';
import { brandKeyMessages as messages } from './brand-key-messages';
import { addRecipient, canSend } from './recipient-list';
import { shareBrandKey } from './share-brand-key-api';

// Fluent's tags are only needed once a recipient is added, so they are a chunk of their own. It is
// fetched as soon as the panel can share, so the first recipient's tags render with the Enter that
// adds it: drawn later (a suspended boundary is revealed 300 ms after at the soonest), they pushed
// the send button down under a pointer already on its way to it, and the click was lost.
const tags = lazyReady(() => import('./recipient-tags').then((m) => m.RecipientTags));
const RecipientTags = tags.View;

const useStyles = makeStyles({
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
 * What the brand key's popover shows (a chunk of its own, fetched on the first open): the key
 * with its copy button and, where the brand shares its key, the form that sends it. The form's
 * input lives in the top bar (`form`), so closing the popover loses nothing typed.
 */
export default function BrandKeyPanel({
  brandKey: key,
  brandId,
  brandName,
  canShare,
  form,
  setForm,
}: {
  brandKey: string;
  brandId: number | null;
  brandName: string;
  canShare: boolean;
  form: BrandKeyForm;
  setForm: Dispatch<SetStateAction<BrandKeyForm>>;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  useEffect(() => {
    if (canShare) void tags.preload().catch(() => undefined);
  }, [canShare]);
  const { main } = useApiClients();
  const locale = useSelector(useAppActor('settings'), selectLocale);
  const { entry, list, country, invalid, busy } = form;
  const update = (patch: Partial<BrandKeyForm>) => setForm((f) => ({ ...f, ...patch }));

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
    if (result.ok) update({ list: result.list, entry: '', invalid: false });
    else update({ invalid: result.reason === 'invalid' });
  };

  const send = async () => {
    if (brandId === null) return;
    update({ busy: true });
    try {
      await shareBrandKey(main, {
        brandId,
        brandName,
        brandKey: key,
        list,
        country,
        language: locale,
      });
      update({ list: [] });
      notify({ kind: 'success', title: messages.shared });
    } catch (error) {
      console.warn('brand key: share failed', error);
      notify({ kind: 'error', title: messages.shareFailed });
    } finally {
      update({ busy: false });
    }
  };

  return (
    <>
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
            <CountryField value={country} onChange={(code) => update({ country: code })} />
            <Field
              label={intl.formatMessage(messages.recipients)}
              validationState={invalid ? 'error' : 'none'}
              validationMessage={invalid ? intl.formatMessage(messages.invalidPhone) : undefined}
            >
              <Input
                value={entry}
                onChange={(_, d) => update({ entry: d.value, invalid: false })}
                onKeyDown={onKeyDown}
                data-testid="brand-key-recipient"
              />
            </Field>
          </div>
          <Caption1 className={styles.hint}>{intl.formatMessage(messages.recipientsHint)}</Caption1>
          {list.length > 0 && (
            // Suspends only if the chunk has not arrived yet (a slow network).
            <Suspense fallback={null}>
              <RecipientTags
                list={list}
                label={intl.formatMessage(messages.list)}
                removeLabel={(recipient) =>
                  intl.formatMessage(messages.remove as Message, { recipient })
                }
                onRemove={(r) => update({ list: list.filter((x) => x !== r) })}
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
    </>
  );
}

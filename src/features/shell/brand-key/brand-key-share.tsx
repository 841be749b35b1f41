import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectSelectedDomain } from '../../../../machines/domain';
import { DEFAULT_CALLING_CODE } from '../../../../openapi/rules/phone-countries';
import { lazyReady } from '../../../app-kit/lazy-ready';
import { useAppActor } from '../../../app-kit/system-context';
import type { BrandKeyForm } from './brand-key-form';
import { brandKeyMessages } from './brand-key-messages';

// The popover's content (the form, its fields and the send) is a chunk of its own, fetched when
// the button is first pointed at, focused or clicked. The popover opens once it is here: opened
// empty, Fluent's focus trap would find nothing to focus and hide the content it then receives
// from assistive technology. Here, the panel renders without suspending (lazy-ready.tsx).
const panel = lazyReady(() => import('./brand-key-panel').then((m) => m.default));
const Panel = panel.View;

const useStyles = makeStyles({
  surface: { width: '360px', maxWidth: 'calc(100vw - 32px)', display: 'grid', gap: '12px' },
});

/**
 * Top-bar brand key (SPEC §2, §4, §5): shown whenever the selected domain has a brand key, so it
 * can always be copied. Sending it to e-mails and mobiles (Enter adds each; send needs one) is
 * offered only when the brand shares its key (`share_brand_key`) and names a brand to send for.
 */
export function BrandKeyShare() {
  const styles = useStyles();
  const intl = useIntl();
  const selected = useSelector(useAppActor('domain'), selectSelectedDomain);
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<BrandKeyForm>({
    entry: '',
    list: [],
    country: DEFAULT_CALLING_CODE,
    invalid: false,
    busy: false,
  });

  const key = selected?.enrollmentKey;
  if (!selected || !key) return null;
  const brandId = selected.brandId;
  const warm = () => void panel.preload().catch(() => undefined);
  const openWhenLoaded = () =>
    panel.preload().then(
      () => setOpen(true),
      (error: unknown) => console.warn('brand key: panel failed to load', error),
    );

  return (
    <Popover
      positioning="below-end"
      trapFocus
      open={open}
      onOpenChange={(_, data) => (data.open ? void openWhenLoaded() : setOpen(false))}
    >
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={intl.formatMessage(brandKeyMessages.button)} relationship="label">
          <Button
            appearance="subtle"
            icon={<KeyRegular />}
            data-testid="brand-key"
            onPointerEnter={warm}
            onFocus={warm}
          />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface
        className={styles.surface}
        aria-label={intl.formatMessage(brandKeyMessages.title)}
        data-testid="brand-key-panel"
      >
        <Panel
          brandKey={key}
          brandId={brandId}
          brandName={selected.brand ?? selected.name}
          canShare={selected.shareBrandKey && brandId !== null}
          form={form}
          setForm={setForm}
        />
      </PopoverSurface>
    </Popover>
  );
}

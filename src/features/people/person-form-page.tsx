import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Select,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectStoreWord } from '../../../machines/domain';
import { todayIn } from '../../../machines/rules/dates';
import { checkBirthDate, EARLIEST_BIRTH_DATE } from '../../../openapi/rules/birth-date';
import type { components } from '../../../openapi/schema';
import { toApiError } from '../../api/api-error';
import type { PageViewProps } from '../../app-kit/page-view-props';
import { useAppActor } from '../../app-kit/system-context';
import { useMenuTitle } from '../../app-kit/use-menu-title';
import { useNotify } from '../../app-kit/use-notify';
import { phonePrefixMessages, usePhonePrefixes } from '../../app-kit/use-phone-prefixes';
import { useScopeQuery } from '../../app-kit/use-scope';
import { useStoreWordGender } from '../../app-kit/use-store-word-gender';
import { dateOfDay, dayOfDate } from '../../ui/date-format';
import { cardClasses, usePageStyles } from '../../ui/page-styles';
import { useDateFormat } from '../../ui/use-date-format';
import { countryNames } from './country-names';
import { listReturnOf } from './list-return';
import { peopleMessages } from './people-messages';
import { usePerson, usePositions, useSavePerson } from './people-queries';
import {
  checkPersonForm,
  emptyPersonForm,
  type FormField,
  type FormProblems,
  formOfPerson,
  type PersonForm,
  personIdOf,
  personInputOf,
  problemOfServer,
} from './person-form';
import { personMessages as m } from './person-messages';

type PhoneCountry = components['schemas']['PhoneCountry'];

const useStyles = makeStyles({
  // The form's card: roomier than a table's, and no wider than two columns of fields.
  formCard: { gap: '16px', padding: '24px', maxWidth: '880px' },
  grid: {
    display: 'grid',
    gap: '16px',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    '& > *': { minWidth: 0 },
  },
  phone: {
    display: 'grid',
    gap: '8px',
    // The country's box also holds its flag: a little wider than the phone's, so a name and
    // its calling code still fit.
    gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr)',
    // The two fields' boxes stay level when one of them shows an error below.
    alignItems: 'start',
    '& > *': { minWidth: 0 },
  },
  // A Field is a grid whose auto track grew to a select's longest option (a long branch name
  // pushed the Branch select 12 px past its column): the track and the select may shrink.
  field: { gridTemplateColumns: 'minmax(0, 1fr)' },
  selectRoot: { minWidth: 0, width: '100%' },
  selectElement: { minWidth: 0, width: '100%', textOverflow: 'ellipsis' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
  hint: { color: tokens.colorNeutralForeground3 },
  // The chosen country's flag inside the select's box, before its name: a native select cannot
  // show images in its options, and it stays native for keyboards, screen readers and phones.
  countryBox: { position: 'relative', minWidth: 0 },
  flag: {
    position: 'absolute',
    left: '8px',
    top: '50%',
    transform: 'translateY(-50%)',
    width: '20px',
    height: '15px',
    objectFit: 'cover',
    borderRadius: '2px',
    // Keeps a white-striped flag's edge visible on a white box.
    outline: `1px solid ${tokens.colorNeutralStroke2}`,
    pointerEvents: 'none',
    zIndex: 1,
  },
  flagged: { paddingLeft: '34px' },
});

/** /admin/people/add: an empty form. */
export function AddPersonPage(props: PageViewProps) {
  return <PersonFormPage {...props} personId={null} />;
}

/** /admin/people/edit/{id}: the stored person in the form. */
export function EditPersonPage(props: PageViewProps) {
  return <PersonFormPage {...props} personId={personIdOf(props.path)} />;
}

function PersonFormPage({ page, personId }: PageViewProps & { personId: number | null }) {
  const _styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const title = useMenuTitle();
  const editing = personId !== null;
  const scope = useScopeQuery();
  const loaded = usePerson(scope, personId);
  // The phone countries come from the server (SPEC §7 "phone prefixes"); without them no phone
  // country can be chosen, and the country is required.
  const prefixes = usePhonePrefixes();

  let body: React.ReactNode;
  if (page.key === 'editPerson' && personId === null) {
    body = <Problem text={intl.formatMessage(m.notFound)} />;
  } else if (editing && loaded.error) {
    const notFound = toApiError(loaded.error).code === 404;
    body = <Problem text={intl.formatMessage(notFound ? m.notFound : m.loadFailed)} />;
  } else if (prefixes.error) {
    body = <Problem text={intl.formatMessage(phonePrefixMessages.failed)} />;
  } else if ((editing && !loaded.data) || !prefixes.data) {
    body = <Spinner label={intl.formatMessage(m.loading)} />;
  } else {
    const countries = prefixes.data;
    body = (
      <FormBody
        key={loaded.data?.id ?? 'new'}
        initial={loaded.data ? formOfPerson(loaded.data, countries) : emptyPersonForm(countries)}
        personId={personId}
        countries={countries}
      />
    );
  }

  return (
    <div className={pageStyles.page}>
      <Title2 as="h1">{title(page.title)}</Title2>
      {body}
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function useStores() {
  const domain = useAppActor('domain');
  const stores = useSelector(domain, (s) => s.context.scopes?.stores);
  const loading = useSelector(domain, (s) => s.hasTag('loading'));
  return { stores: stores ?? [], loading };
}

function FormBody({
  initial,
  personId,
  countries,
}: {
  initial: PersonForm;
  personId: number | null;
  countries: readonly PhoneCountry[];
}) {
  const styles = useStyles();
  const pageStyles = usePageStyles();
  const intl = useIntl();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const scope = useScopeQuery();
  const onboarding = useAppActor('onboarding');
  const storeWord = useSelector(useAppActor('domain'), (s) => selectStoreWord(s, intl.locale));
  const { stores } = useStores();
  const positions = usePositions(scope);
  const save = useSavePerson(scope);
  // Back to the list as it was (search, filters, page): the list passes its query along.
  const [listUrl] = useState(() => listReturnOf(window.history.state));
  const [form, setForm] = useState<PersonForm>(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [busy, setBusy] = useState(false);

  // A single store in reach (a store admin, or a store filter) is the only possible answer.
  const onlyStore = stores.length === 1 ? stores[0] : undefined;
  useEffect(() => {
    if (onlyStore && form.store_id === '') {
      setForm((f) => ({ ...f, store_id: String(onlyStore.id) }));
    }
  }, [onlyStore, form.store_id]);

  const dates = useDateFormat();
  // The admin's today: the latest birth date the picker offers and the form takes.
  const today = useSelector(useAppActor('dateScope'), (s) =>
    todayIn(s.context.now(), s.context.timeZone).toString(),
  );
  const birthBounds = useMemo(
    () => ({ minDate: dateOfDay(EARLIEST_BIRTH_DATE), maxDate: dateOfDay(today) }),
    [today],
  );
  // One Date per stored day: a new one each render made the picker put the stored date back
  // over what was being typed (or cleared) whenever the form re-rendered.
  const birthValue = useMemo(
    () => (form.birth_date ? dateOfDay(form.birth_date) : null),
    [form.birth_date],
  );
  // The day last typed: the picker refuses one out of bounds without saying which bound.
  // A ref: the picker parses and reports in one call, before any re-render.
  const typedBirth = useRef<Date | null>(null);
  const names = useMemo(() => countryNames(intl.locale, countries), [intl.locale, countries]);
  const flag = countries.find((c) => c.codeName === form.country)?.flag;
  const set = (field: FormField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => {
      if (!(field in p)) return p;
      const { [field]: _, ...rest } = p;
      return rest;
    });
  };

  const storeTypeWord = storeWord.toLocaleLowerCase(intl.locale);
  const gender = useStoreWordGender();
  const text = (field: FormField) => {
    const problem = problems[field];
    return problem
      ? intl.formatMessage(m[problem], { storeType: storeTypeWord, gender })
      : undefined;
  };

  const submit = async () => {
    const found = checkPersonForm(form, countries, today);
    setProblems(found);
    if (Object.keys(found).length > 0 || !scope) return;
    setBusy(true);
    try {
      const input = personInputOf(form, countries);
      await save({ id: personId, input });
      if (personId === null) {
        notify({ kind: 'success', title: m.userCreated });
        // A person added here counts for 'Agrega colaboradores', inside its tour or not (SPEC §4).
        onboarding.send({ type: 'onboarding.people.added' });
      } else {
        notify({ kind: 'success', title: m.userUpdated });
      }
      navigate(listUrl);
    } catch (error) {
      const failure = toApiError(error);
      const fieldProblem = problemOfServer(failure.reason, failure.field);
      if (fieldProblem) setProblems(fieldProblem);
      notify({
        kind: 'error',
        title: failure.code === 409 ? m.duplicate : m.saveFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  const positionOptions = useMemo(() => positions.data ?? [], [positions.data]);

  return (
    <form
      className={cardClasses(pageStyles.card, styles.formCard)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Body1 className={styles.hint} data-tour="individual-identifier">
        {intl.formatMessage(m.identifierHint)}
      </Body1>
      <div className={styles.grid} data-testid="person-grid">
        <TextField
          label={intl.formatMessage(m.firstName)}
          name="first_name"
          value={form.first_name}
          onChange={set('first_name')}
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          label={intl.formatMessage(m.lastName)}
          name="last_name"
          value={form.last_name}
          onChange={set('last_name')}
          autoComplete="family-name"
          maxLength={100}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          error={text('email')}
          autoComplete="off"
          maxLength={254}
        />
        <div className={styles.phone}>
          {/* Country and phone are two fields: each has its own label, required marker and
              error, so a country problem no longer reddens the phone box. */}
          <Field
            className={styles.field}
            label={intl.formatMessage(m.country)}
            required
            validationMessage={text('country')}
          >
            <div className={styles.countryBox}>
              {flag ? (
                <img
                  className={styles.flag}
                  src={flag}
                  alt=""
                  width={20}
                  height={15}
                  data-testid="country-flag"
                />
              ) : null}
              <Select
                className={styles.selectRoot}
                select={{
                  className: mergeClasses(styles.selectElement, flag && styles.flagged),
                }}
                name="country"
                value={form.country}
                onChange={(_, d) => set('country')(d.value)}
                data-tour="individual-country"
              >
                <option value="">{intl.formatMessage(m.choose)}</option>
                {countries.map((c) => (
                  <option key={c.codeName} value={c.codeName}>
                    {`${names.get(c.codeName) ?? c.name} (${c.callingCode})`}
                  </option>
                ))}
              </Select>
            </div>
          </Field>
          <Field
            className={styles.field}
            label={intl.formatMessage(m.phone)}
            validationMessage={text('phone')}
          >
            <Input
              name="phone"
              type="tel"
              inputMode="tel"
              value={form.phone}
              onChange={(_, d) => set('phone')(d.value)}
              maxLength={20}
              autoComplete="off"
            />
          </Field>
        </div>
        <TextField
          label={intl.formatMessage(m.employeeNumber)}
          name="employee_number"
          value={form.employee_number}
          onChange={set('employee_number')}
          error={text('employee_number')}
          autoComplete="off"
          maxLength={40}
        />
        <Field className={styles.field} label={intl.formatMessage(m.gender)}>
          <Select
            className={styles.selectRoot}
            select={{ className: styles.selectElement }}
            name="gender"
            value={form.gender}
            onChange={(_, d) => set('gender')(d.value)}
          >
            <option value="">{intl.formatMessage(m.genderNone)}</option>
            {(['female', 'male', 'other'] as const).map((g) => (
              <option key={g} value={g}>
                {intl.formatMessage(m[`gender.${g}`])}
              </option>
            ))}
          </Select>
        </Field>
        {/* DD MMM YYYY in the console's language (SPEC §9); the field may be cleared. The
            calendar offers no day after today nor before 1900. */}
        <Field
          className={styles.field}
          label={intl.formatMessage(m.birthDate)}
          validationMessage={text('birth_date')}
        >
          <DatePicker
            name="birth_date"
            allowTextInput
            // A click into the text edits (or clears) it: opening the calendar there moved the
            // focus into it, so select-all and Delete never reached the text. The calendar
            // opens from its button, Enter or the down arrow.
            openOnClick={false}
            disableAutoFocus
            autoComplete="bday"
            value={birthValue}
            minDate={birthBounds.minDate}
            maxDate={birthBounds.maxDate}
            today={birthBounds.maxDate}
            strings={dates.picker.strings}
            formatDate={dates.picker.formatDateWithYear}
            parseDateFromString={(typed) => {
              const parsed = dates.picker.parseDateFromString(typed);
              typedBirth.current = parsed;
              return parsed;
            }}
            contentAfter={dates.picker.contentAfter}
            onSelectDate={(d) => set('birth_date')(d ? dayOfDate(d) : '')}
            onValidationResult={({ error }) => {
              const typed = typedBirth.current;
              if (error !== 'out-of-bounds' || !typed) return;
              // A typed day out of bounds is kept in the form, so it shows with its reason and
              // the form is not sent with the previous date instead.
              const day = dayOfDate(typed);
              setForm((f) => ({ ...f, birth_date: day }));
              const problem = checkBirthDate(day, today);
              if (problem) setProblems((p) => ({ ...p, birth_date: problem }));
            }}
          />
        </Field>
        <Field
          label={intl.formatMessage(m.position)}
          required
          validationMessage={
            text('position_id') ??
            (positions.isError ? intl.formatMessage(peopleMessages.positionsFailed) : undefined)
          }
          data-tour="individual-role"
          className={styles.field}
        >
          <Select
            className={styles.selectRoot}
            select={{ className: styles.selectElement }}
            name="position_id"
            value={form.position_id}
            onChange={(_, d) => set('position_id')(d.value)}
          >
            <option value="">{intl.formatMessage(m.choose)}</option>
            {positionOptions.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={storeWord}
          required
          validationMessage={text('store_id')}
          data-tour="individual-store"
          className={styles.field}
        >
          <Select
            className={styles.selectRoot}
            select={{ className: styles.selectElement }}
            name="store_id"
            value={form.store_id}
            onChange={(_, d) => set('store_id')(d.value)}
          >
            <option value="">{intl.formatMessage(m.choose)}</option>
            {stores.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <TextField
          label={intl.formatMessage(m.password)}
          name="password"
          type="password"
          value={form.password}
          onChange={set('password')}
          error={text('password')}
          hint={intl.formatMessage(m.passwordHint)}
          autoComplete="new-password"
          maxLength={200}
        />
        <TextField
          label={intl.formatMessage(m.passwordConfirm)}
          name="password_confirm"
          type="password"
          value={form.password_confirm}
          onChange={set('password_confirm')}
          error={text('password_confirm')}
          autoComplete="new-password"
          maxLength={200}
        />
      </div>
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={() => navigate(listUrl)} disabled={busy}>
          {intl.formatMessage(m.back)}
        </Button>
        <Button
          appearance="primary"
          type="submit"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          data-tour="individual-submit"
        >
          {intl.formatMessage(personId === null ? m.addSubmit : m.save)}
        </Button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'date' | 'password';
  autoComplete: string;
  maxLength?: number;
}

function TextField({ label, error, hint, onChange, type = 'text', ...input }: TextFieldProps) {
  const styles = useStyles();
  return (
    <Field className={styles.field} label={label} validationMessage={error} hint={hint}>
      <Input {...input} type={type} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buyerAccountFields, licenceTypes, limits, paths } from '@farmsite/domain';
import { ApiError } from '../api/client';
import { apply } from '../api/wholesaleApplication';
import { PageHeader } from '../components/layout/PageHeader';
import { FormField, HoneypotField } from '../components/ui/FormField';
import { CheckIcon } from '../components/ui/ContentIcons';

type Field = keyof typeof buyerAccountFields | 'licenceDocument';

/** The form's text fields, in its order, with how a browser fills each in. */
const TEXT_FIELDS: { name: Field; type?: string; autoComplete?: string; optional?: boolean }[][] = [
  [
    { name: 'legalName', autoComplete: 'organization' },
    { name: 'dba', optional: true },
  ],
  [{ name: 'licenceNumber' }, { name: 'licenceExpiry', type: 'date' }],
  [{ name: 'premisesStreet', autoComplete: 'street-address' }],
  [
    { name: 'premisesCity', autoComplete: 'address-level2' },
    { name: 'premisesState', autoComplete: 'address-level1' },
    { name: 'premisesZip', autoComplete: 'postal-code' },
  ],
  [
    { name: 'contactName', autoComplete: 'name' },
    { name: 'contactEmail', type: 'email', autoComplete: 'email' },
    { name: 'contactPhone', type: 'tel', autoComplete: 'tel' },
  ],
];

const INITIAL: Partial<Record<Field, string>> = { premisesState: 'NY' };

const labelOf = (name: Field) => (name === 'licenceDocument' ? 'Licence certificate' : buyerAccountFields[name].label);

export default function WholesaleApplyPage() {
  const [values, setValues] = useState(INITIAL);
  const [licenceType, setLicenceType] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [receipt, setReceipt] = useState('');
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const typeId = useId();
  const documentId = useId();

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setSending(true);
    setProblem('');
    try {
      const answer = await apply(form);
      setReceipt(answer.message);
      setErrors({});
    } catch (error) {
      const err = error instanceof ApiError ? error : new ApiError(String(error), 0);
      const fields = err.fields as Partial<Record<Field, string>>;
      setErrors(fields);
      // Each field's message is by the field; the alert says where to look.
      setProblem(Object.keys(fields).length > 0 ? 'Please check the fields marked below.' : err.message);
      focusFirstError();
    } finally {
      setSending(false);
    }
  };

  if (receipt) {
    return (
      <>
        <PageHeader eyebrow="Wholesale" title="Application received" />
        <div className="container-page space-y-6 pb-20">
          <p role="status" className="card flex max-w-3xl items-start gap-3 p-6 text-lg" data-testid="application-receipt">
            <CheckIcon className="mt-1 shrink-0 text-forest-700" width={20} height={20} aria-hidden="true" />
            {receipt}
          </p>
          <Link to="/wholesale" className="btn-outline">
            Back to wholesale
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Wholesale" title="Apply for a wholesale account">
        <p>
          For businesses holding a current New York cannabis licence that may buy from a distributor. We check every licence against the
          state’s list before an account opens. Already a buyer?{' '}
          <Link to="/wholesale/sign-in" className="font-semibold text-forest-800 underline underline-offset-4">
            Sign in
          </Link>
          .
        </p>
      </PageHeader>
      <section className="container-page pb-20">
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          // Without the app (no script), the browser sends it to the API itself: in the body, never the address.
          method="post"
          action={paths.wholesaleApplications}
          encType="multipart/form-data"
          className="card relative max-w-4xl space-y-5 p-6 sm:p-8"
          aria-label="Wholesale application"
        >
          {problem && (
            <p role="alert" className="field-error" data-testid="application-problem">
              {problem}
            </p>
          )}
          {TEXT_FIELDS.map((row, i) => (
            <div key={i} className={`grid gap-5 ${row.length === 3 ? 'sm:grid-cols-3' : row.length === 2 ? 'sm:grid-cols-2' : ''}`}>
              {row.map(({ name, type, autoComplete, optional }) => (
                <FormField
                  key={name}
                  label={optional ? `${labelOf(name)} (optional)` : labelOf(name)}
                  name={name}
                  type={type ?? 'text'}
                  autoComplete={autoComplete ?? 'off'}
                  value={values[name] ?? ''}
                  onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                  error={errors[name]}
                  required={!optional}
                />
              ))}
            </div>
          ))}
          <div>
            <label htmlFor={typeId} className="field-label">
              {buyerAccountFields.licenceType.label}
            </label>
            <select
              id={typeId}
              name="licenceType"
              className="field"
              value={licenceType}
              onChange={(e) => setLicenceType(e.target.value)}
              aria-invalid={errors.licenceType ? true : undefined}
              aria-describedby={errors.licenceType ? `${typeId}-error` : undefined}
              required
            >
              <option value="">Choose the licence type</option>
              {licenceTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
            {errors.licenceType && (
              <p id={`${typeId}-error`} className="field-error">
                {errors.licenceType}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={documentId} className="field-label">
              {labelOf('licenceDocument')}
            </label>
            <p id={`${documentId}-hint`} className="-mt-1 mb-1.5 text-sm text-muted">
              A PDF, JPEG, PNG or WebP of the licence, up to {limits.maxLicenceDocumentMB} MB. Only our staff can open it.
            </p>
            <input
              id={documentId}
              name="licenceDocument"
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              className="field"
              aria-invalid={errors.licenceDocument ? true : undefined}
              aria-describedby={[`${documentId}-hint`, errors.licenceDocument && `${documentId}-error`].filter(Boolean).join(' ')}
              required
            />
            {errors.licenceDocument && (
              <p id={`${documentId}-error`} className="field-error">
                {errors.licenceDocument}
              </p>
            )}
          </div>
          <HoneypotField value={website} onChange={setWebsite} />
          <button type="submit" className="btn-primary w-full text-base sm:w-auto sm:px-10" disabled={sending}>
            {sending ? 'Sending...' : 'Send application'}
          </button>
        </form>
      </section>
    </>
  );
}

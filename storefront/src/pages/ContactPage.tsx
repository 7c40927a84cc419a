import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../api/client';
import { formAnswerQuery } from '../api/queries';
import { PageHeader } from '../components/layout/PageHeader';
import { FormField, HoneypotField } from '../components/ui/FormField';
import { CheckIcon, PhoneIcon, PinIcon } from '../components/ui/ContentIcons';
import { toast } from '../components/ui/toast-store';
import { useSite } from '../hooks/useSite';
import { messages, validateContact, type ContactValues, type FieldErrors } from '@farmsite/domain';

const EMPTY: ContactValues = { name: '', email: '', message: '' };

export default function ContactPage() {
  const site = useSite();
  // What the form was answered when the browser sent it itself (no script ran): the server
  // renders this page with it, and no script ever runs on that page.
  const answer = useQueryClient().getQueryData(formAnswerQuery.queryKey);
  const [values, setValues] = useState<ContactValues>(() => ({ ...EMPTY, ...answer?.values }));
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors<keyof ContactValues>>(answer?.errors ?? {});
  const [submitted, setSubmitted] = useState(false);
  // The last message went: said in place, by the Send button, until the visitor writes again.
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const mutation = useMutation({
    mutationFn: () =>
      api.sendContactMessage(
        { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), website },
        messages.contactFailed,
      ),
    onSuccess: () => {
      toast({ title: 'Success', description: messages.contactSent });
      setValues(EMPTY);
      setWebsite('');
      setErrors({});
      setSubmitted(false);
      setSent(true);
      // In the middle of the screen: clear of a toast at its bottom edge.
      requestAnimationFrame(() => sentRef.current?.scrollIntoView({ block: 'center' }));
    },
    onError: (error) => {
      const err = error instanceof ApiError ? error : null;
      const fieldErrors: FieldErrors<keyof ContactValues> = {};
      for (const key of Object.keys(EMPTY) as (keyof ContactValues)[]) {
        if (err?.fields[key]) fieldErrors[key] = err.fields[key];
      }
      setErrors(fieldErrors);
      toast({ title: 'Error', description: err?.message || messages.contactFailed, variant: 'destructive' });
      focusFirstError();
    },
  });

  const update = (field: keyof ContactValues) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    setSent(false);
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setSent(false);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    mutation.mutate();
  };

  const cityLine = [site.city, [site.state, site.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <>
      <PageHeader eyebrow="Wholesale & general inquiries" title="Contact Us">
        <p>
          Dispensary buyers, press and curious neighbours: send us a note and someone from the farm will write back, usually within one
          business day.
        </p>
      </PageHeader>
      <section className="container-page grid gap-12 pb-20 lg:grid-cols-[1.5fr_1fr]">
        {/* Sent before the app has taken the page over, the form is sent once it has
            (src/earlyEvents.ts); where no script runs, the browser posts it to /contact,
            which the server stores and answers with this page rendered with its answer (pb_hooks/contact_form.go). */}
        {answer?.sent ? (
          <div className="space-y-6">
            <p role="status" className="card p-6">
              {messages.contactSent}
            </p>
            <p>
              <a href="/contact" className="btn-primary">
                Send another message
              </a>
            </p>
          </div>
        ) : (
          <form
            ref={formRef}
            onSubmit={onSubmit}
            method="post"
            action="/contact"
            noValidate
            className="card relative space-y-5 p-6 sm:p-8"
            aria-label="Contact form"
          >
            {answer?.problem && (
              <p role="alert" className="field-error">
                {answer.problem}
              </p>
            )}
            <FormField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={update('name')}
              error={errors.name}
              required
            />
            <FormField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={update('email')}
              error={errors.email}
              required
            />
            <FormField
              label="Message"
              name="message"
              multiline
              rows={6}
              value={values.message}
              onChange={update('message')}
              error={errors.message}
              required
            />
            <HoneypotField value={website} onChange={setWebsite} />
            {sent && (
              // The toast announces it; this says it where the visitor is looking.
              <p
                ref={sentRef}
                className="flex items-start gap-2 rounded-xl border border-forest-700/25 bg-forest-50 p-3 font-medium text-forest-900"
                data-testid="contact-sent"
              >
                <CheckIcon className="mt-0.5 shrink-0 text-forest-700" width={20} height={20} aria-hidden="true" />
                {messages.contactSent}
              </p>
            )}
            <button type="submit" className="btn-primary w-full text-base sm:w-auto sm:px-10" disabled={mutation.isPending}>
              {mutation.isPending ? 'Sending...' : 'Send Message'}
            </button>
          </form>
        )}

        <aside aria-labelledby="reach-heading" className="space-y-6">
          <h2 id="reach-heading" className="text-2xl font-semibold">
            Reach the farm
          </h2>
          <address className="space-y-4 text-ink not-italic">
            {site.address && (
              <p className="flex gap-3">
                <PinIcon className="mt-0.5 shrink-0 text-forest-700" />
                <span>
                  {site.brandName}
                  <br />
                  {site.address}
                  <br />
                  {cityLine}
                </span>
              </p>
            )}
            {site.contactPhone && (
              <p className="flex gap-3">
                <PhoneIcon className="mt-0.5 shrink-0 text-forest-700" />
                <a href={`tel:${site.contactPhone.replace(/[^\d+]/g, '')}`} className="underline-offset-4 hover:underline">
                  {site.contactPhone}
                </a>
              </p>
            )}
            {site.contactEmail && (
              <p>
                <a href={`mailto:${site.contactEmail}`} className="font-medium break-all text-forest-800 underline underline-offset-4">
                  {site.contactEmail}
                </a>
              </p>
            )}
          </address>
          <div className="rounded-3xl bg-forest-900 p-6 text-cream-100">
            <h3 className="font-sans text-lg font-semibold text-cream-50">For licensed dispensaries</h3>
            <p className="mt-2 text-sm leading-relaxed text-cream-200">
              Wholesale accounts need a valid New York cannabis license. Tell us your license number and the products you are interested in,
              and we will send our current availability and Net 30 terms.
            </p>
          </div>
        </aside>
      </section>
    </>
  );
}

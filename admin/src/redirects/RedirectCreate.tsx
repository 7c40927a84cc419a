import { Create, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { redirectFields } from '@farmsite/domain';
import type { Redirect } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { requiredText } from '../lib/validation';

const validateFrom = requiredText(redirectFields.fromPath.required);
const validateTo = requiredText(redirectFields.toPath.required);

/**
 * Adds a redirect by hand. Both addresses are paths of this site (the server refuses
 * anything else, and an old address that is a page); a new address that is itself
 * redirected is stored as its final address.
 */
const RedirectCreate = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <>
            <PageHeader title="Add Redirect" />
            <Create<Redirect>
                title=" "
                transform={(data: Partial<Redirect>) => ({ fromPath: data.fromPath?.trim(), toPath: data.toPath?.trim() })}
                mutationOptions={{
                    onSuccess: (added: Redirect) => {
                        toast({ title: 'Redirect added', description: `${added.fromPath} now leads to ${added.toPath}.` });
                        redirect('list', 'redirects');
                    },
                    onError: (error: unknown) =>
                        toast({ title: 'Failed to add redirect', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm defaultValues={{ fromPath: '', toPath: '' }} noValidate>
                    <TextInput
                        source="fromPath"
                        label={redirectFields.fromPath.label}
                        helperText="A path of this site that no page uses, such as /products/old-name (no domain, query or #)"
                        validate={validateFrom}
                        slotProps={{ htmlInput: { maxLength: redirectFields.fromPath.max } }}
                        fullWidth
                    />
                    <TextInput
                        source="toPath"
                        label={redirectFields.toPath.label}
                        helperText="A path of this site, such as /products/new-name; a ?query may follow. A visitor's own query is kept when this has none."
                        validate={validateTo}
                        slotProps={{ htmlInput: { maxLength: redirectFields.toPath.max } }}
                        fullWidth
                    />
                </SimpleForm>
            </Create>
        </>
    );
};

export default RedirectCreate;

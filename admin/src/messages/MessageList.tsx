import { Box, Button, Typography } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import {
    Datagrid,
    DateField,
    DeleteWithConfirmButton,
    EmailField,
    FunctionField,
    List,
    NullableBooleanInput,
    SearchInput,
    TextField,
    useRecordContext,
    useUpdate,
} from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />,
    <NullableBooleanInput key="read" source="read" label="Read" />,
];

/** Marks the message read or unread (PATCH takes only `read`). */
const ReadToggle = () => {
    const record = useRecordContext<ContactMessage>();
    const [update, { isPending }] = useUpdate<ContactMessage>();
    const toast = useToast();
    if (!record) return null;
    const next = !record.read;
    return (
        <Button
            size="small"
            startIcon={record.read ? <MarkEmailUnreadIcon /> : <MarkEmailReadIcon />}
            disabled={isPending}
            aria-label={`Mark message from ${record.name} as ${next ? 'read' : 'unread'}`}
            onClick={(e) => {
                e.stopPropagation();
                update(
                    'contact-messages',
                    { id: record.id, data: { read: next }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () =>
                            toast({ title: next ? 'Marked as read' : 'Marked as unread', description: `Message from ${record.name}` }),
                        onError: (error) => toast({ title: 'Failed to update message', description: messageOf(error), variant: 'error' }),
                    },
                );
            }}
        >
            {record.read ? 'Mark unread' : 'Mark read'}
        </Button>
    );
};

const MessageBody = () => {
    const record = useRecordContext<ContactMessage>();
    return (
        <Box sx={{ p: 2, whiteSpace: 'pre-wrap', maxWidth: 800 }}>
            <Typography>{record?.message}</Typography>
            {record && (
                <Button size="small" href={`mailto:${record.email}`} sx={{ mt: 1 }}>
                    Reply by email
                </Button>
            )}
        </Box>
    );
};

const DeleteMessage = () => {
    const record = useRecordContext<ContactMessage>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            mutationMode="pessimistic"
            redirect={false}
            aria-label={`Delete message from ${record.name}`}
            confirmTitle={`Delete the message from ${record.name}?`}
            confirmContent="This cannot be undone."
            onClick={(e) => e.stopPropagation()}
            mutationOptions={{
                onSuccess: () => toast({ title: 'Message deleted', description: `Message from ${record.name}` }),
                onError: (e: unknown) => toast({ title: 'Failed to delete message', description: messageOf(e), variant: 'error' }),
            }}
        />
    );
};

/** Messages from the contact form, newest first; unread ones in bold. */
const MessageList = () => {
    useDocumentTitle('Contact Messages');
    return (
        <List
            title="Contact Messages"
            sort={{ field: 'createdAt', order: 'DESC' }}
            filters={filters}
            perPage={25}
            exporter={false}
            empty={<EmptyState text="No messages yet." />}
        >
            <Datagrid
                rowClick="expand"
                expand={<MessageBody />}
                bulkActionButtons={false}
                rowSx={(record) => ({ '& td': { fontWeight: record.read ? 400 : 700 } })}
            >
                <DateField source="createdAt" label="Received" showTime />
                <TextField source="name" label="Name" />
                <EmailField source="email" label="Email" />
                <FunctionField
                    label="Message"
                    render={(r: ContactMessage) => (r.message.length > 80 ? `${r.message.slice(0, 80)}…` : r.message)}
                />
                <ReadToggle />
                <DeleteMessage />
            </Datagrid>
        </List>
    );
};

export default MessageList;

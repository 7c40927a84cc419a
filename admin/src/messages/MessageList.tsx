import { Chip } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
    Datagrid,
    DeleteWithConfirmButton,
    EmailField,
    FunctionField,
    List,
    NullableBooleanInput,
    SearchInput,
    TextField,
    useRecordContext,
} from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { EmptyState } from '../common/EmptyState';
import { EmailSummaryChip } from '../mail/EmailStatusList';
import { FlagToggle } from './FlagToggle';
import { MessageDetail } from './MessageDetail';
import { LongDateField } from '../common/LongDate';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search messages" />,
    <NullableBooleanInput key="handled" source="handled" label="Handled" />,
    <NullableBooleanInput key="read" source="read" label="Read" />,
];

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

/** Messages from the contact form, newest first; unread ones in bold, each with its emails and replies. */
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
                expand={<MessageDetail />}
                bulkActionButtons={false}
                rowSx={(record) => ({ '& td': { fontWeight: record.read ? 400 : 700 } })}
            >
                <LongDateField source="createdAt" label="Received" showTime />
                <TextField source="name" label="Name" />
                <EmailField source="email" label="Email" />
                <FunctionField
                    label="Message"
                    render={(r: ContactMessage) => (r.message.length > 80 ? `${r.message.slice(0, 80)}…` : r.message)}
                />
                <FunctionField
                    label="Notification"
                    render={(r: ContactMessage) => <EmailSummaryChip emails={r.emails?.filter((e) => e.kind !== 'reply_to_visitor')} />}
                />
                <FunctionField
                    label="Status"
                    render={(r: ContactMessage) => (
                        <Chip size="small" color={r.handled ? 'success' : 'warning'} label={r.handled ? 'Handled' : 'To handle'} />
                    )}
                />
                <FlagToggle flag="read" on="read" off="unread" icons={{ on: <MarkEmailReadIcon />, off: <MarkEmailUnreadIcon /> }} />
                <FlagToggle
                    flag="handled"
                    on="handled"
                    off="not handled"
                    icons={{ on: <TaskAltIcon />, off: <RadioButtonUncheckedIcon /> }}
                />
                <DeleteMessage />
            </Datagrid>
        </List>
    );
};

export default MessageList;

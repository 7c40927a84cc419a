import { Chip } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
    Datagrid,
    DeleteWithConfirmButton,
    EmailField,
    FunctionField,
    Link,
    List,
    NullableBooleanInput,
    SearchInput,
    TextField,
    useRecordContext,
} from 'react-admin';
import type { ContactMessage } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { PhoneList } from '../common/list/PhoneList';
import { ExpandableDatagridHeader } from '../common/list/ExpandableDatagridHeader';
import { useIsPhone } from '../common/useIsPhone';
import { EmailSummaryChip } from '../mail/EmailStatusList';
import { FlagToggle } from './FlagToggle';
import { MessageDetail } from './MessageDetail';
import { LongDate, LongDateField } from '../common/LongDate';

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

const StatusChip = ({ message }: { message: ContactMessage }) => (
    <Chip size="small" color={message.handled ? 'success' : 'warning'} label={message.handled ? 'Handled' : 'To handle'} />
);

const readToggle = <FlagToggle flag="read" on="read" off="unread" icons={{ on: <MarkEmailReadIcon />, off: <MarkEmailUnreadIcon /> }} />;
const handledToggle = (
    <FlagToggle flag="handled" on="handled" off="not handled" icons={{ on: <TaskAltIcon />, off: <RadioButtonUncheckedIcon /> }} />
);

/** The message's own page: its emails, its thread and the reply form. */
const OpenMessage = () => {
    const record = useRecordContext<ContactMessage>();
    if (!record) return null;
    return (
        <Button
            size="small"
            component={Link}
            to={`/contact-messages/${encodeURIComponent(String(record.id))}/show`}
            startIcon={<OpenInNewIcon />}
            aria-label={`Open the message from ${record.name} to reply`}
        >
            Reply
        </Button>
    );
};

/**
 * Messages from the contact form, newest first; unread ones in bold, each with its emails
 * and replies. On a phone, each message in full with its actions.
 */
const MessageList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Contact Messages" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No messages yet." />}
            >
                {phone ? (
                    <PhoneList<ContactMessage>
                        label={(m) => `Message from ${m.name}`}
                        primary={(m) => (m.read ? m.name : <strong>{m.name} (unread)</strong>)}
                        secondary={(m) => (
                            <>
                                {m.email} · <LongDate value={m.createdAt} showTime /> <StatusChip message={m} />
                            </>
                        )}
                        body={(m) => m.message}
                        actions={
                            <>
                                {readToggle}
                                {handledToggle}
                                <OpenMessage />
                                <DeleteMessage />
                            </>
                        }
                    />
                ) : (
                    <Datagrid
                        rowClick="expand"
                        expand={<MessageDetail />}
                        header={ExpandableDatagridHeader}
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
                            render={(r: ContactMessage) => (
                                <EmailSummaryChip emails={r.emails?.filter((e) => e.kind !== 'reply_to_visitor')} />
                            )}
                        />
                        <FunctionField label="Status" render={(r: ContactMessage) => <StatusChip message={r} />} />
                        <FunctionField label="Read" render={() => readToggle} />
                        <FunctionField label="Handled" render={() => handledToggle} />
                        <FunctionField label="Delete" render={() => <DeleteMessage />} />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

export default MessageList;

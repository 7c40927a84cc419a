import { Button, Chip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
    AutocompleteInput,
    CreateButton,
    Datagrid,
    EditButton,
    FunctionField,
    List,
    NullableBooleanInput,
    ReferenceField,
    ReferenceInput,
    SearchInput,
    TextField,
    TopToolbar,
    useRecordContext,
    useUpdate,
} from 'react-admin';
import type { Review } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { EmptyState } from '../common/EmptyState';
import { PhoneList } from '../common/list/PhoneList';
import { useIsPhone } from '../common/useIsPhone';
import { UndoableDeleteButton } from '../common/UndoableDeleteButton';
import { ReviewStars } from './ReviewStars';
import { LongDate, LongDateField } from '../common/LongDate';

const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search reviews" />,
    <ReferenceInput key="productId" source="productId" reference="products" alwaysOn>
        <AutocompleteInput label="Product" optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <NullableBooleanInput
        key="approved"
        source="approved"
        label="Status"
        nullLabel="All"
        trueLabel="Approved"
        falseLabel="Hidden"
        alwaysOn
    />,
];

/** Shows the review on its product page, or hides it (PATCH takes only `approved`). */
const ApprovalToggle = () => {
    const record = useRecordContext<Review>();
    const [update, { isPending }] = useUpdate<Review>();
    const toast = useToast();
    if (!record) return null;
    const next = !record.approved;
    return (
        <Button
            size="small"
            startIcon={next ? <VisibilityIcon /> : <VisibilityOffIcon />}
            disabled={isPending}
            aria-label={`${next ? 'Approve' : 'Hide'} review by ${record.author}`}
            onClick={(e) => {
                e.stopPropagation();
                update(
                    'reviews',
                    { id: record.id, data: { approved: next }, previousData: record },
                    {
                        mutationMode: 'pessimistic',
                        onSuccess: () =>
                            toast({
                                title: next ? 'Review approved' : 'Review hidden',
                                description: next
                                    ? `The review by ${record.author} is shown on its product page.`
                                    : `The review by ${record.author} is no longer shown.`,
                            }),
                        onError: (error) => toast({ title: 'Failed to update review', description: messageOf(error), variant: 'error' }),
                    },
                );
            }}
        >
            {next ? 'Approve' : 'Hide'}
        </Button>
    );
};

const DeleteReview = () => {
    const record = useRecordContext<Review>();
    if (!record) return null;
    return (
        <UndoableDeleteButton
            resource="reviews"
            record={record}
            ariaLabel={`Delete review by ${record.author}`}
            confirmTitle={`Delete the review by ${record.author}?`}
            confirmText="The review leaves its product page."
            restorable={false}
            deleted={{ title: 'Review deleted', description: `Review by ${record.author}` }}
            errorTitle="Failed to delete review"
        />
    );
};

const ListActions = () => (
    <TopToolbar>
        <CreateButton label="Add Review" />
    </TopToolbar>
);

const StatusChip = ({ review }: { review: Review }) => (
    <Chip size="small" color={review.approved ? 'success' : 'default'} label={review.approved ? 'Approved' : 'Hidden'} />
);

const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 100)}…` : text);

/**
 * Every review, newest first, filtered by product and status. Only approved reviews
 * reach the product pages and their structured data.
 */
const ReviewList = () => {
    const phone = useIsPhone();
    return (
        <>
            <PageHeader title="Reviews" />
            <List
                title={false}
                sort={{ field: 'createdAt', order: 'DESC' }}
                filters={filters}
                actions={<ListActions />}
                perPage={25}
                exporter={false}
                empty={<EmptyState text="No reviews yet." />}
            >
                {phone ? (
                    <PhoneList<Review>
                        label={(r) => `Review by ${r.author}`}
                        primary={(r) => (
                            <>
                                {r.author} <ReviewStars rating={r.rating} />
                            </>
                        )}
                        secondary={(r) => (
                            <>
                                <ReferenceField record={r} source="productId" reference="products" link={false} /> ·{' '}
                                <LongDate value={r.createdAt} /> · <StatusChip review={r} />
                            </>
                        )}
                        body={(r) => r.comment}
                        actions={
                            <>
                                <ApprovalToggle />
                                <EditButton />
                                <DeleteReview />
                            </>
                        }
                    />
                ) : (
                    <Datagrid rowClick={false} bulkActionButtons={false}>
                        <ReferenceField source="productId" reference="products" label="Product" link={false} sortable={false} />
                        <FunctionField label="Rating" sortBy="rating" render={(r: Review) => <ReviewStars rating={r.rating} />} />
                        <TextField source="author" label="Author" />
                        <FunctionField label="Comment" sortable={false} render={(r: Review) => excerpt(r.comment)} />
                        <FunctionField label="Status" sortBy="approved" render={(r: Review) => <StatusChip review={r} />} />
                        <LongDateField source="createdAt" label="Added" />
                        <FunctionField label="Show" sortable={false} render={() => <ApprovalToggle />} />
                        <FunctionField label="Edit" sortable={false} render={() => <EditButton />} />
                        <FunctionField label="Delete" sortable={false} render={() => <DeleteReview />} />
                    </Datagrid>
                )}
            </List>
        </>
    );
};

export default ReviewList;

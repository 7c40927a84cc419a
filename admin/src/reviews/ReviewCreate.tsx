import { Create, SimpleForm } from 'react-admin';
import type { Review } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { reviewDefaults, reviewPayload } from './reviewForm';
import { ReviewFields } from './ReviewFields';

/** Adds a review; it stays hidden unless staff tick Approved. */
const ReviewCreate = () => {
    const toast = useToast();
    return (
        <>
            <PageHeader title="Add Review" />
            <Create<Review>
                title=" "
                redirect="list"
                transform={reviewPayload}
                mutationOptions={{
                    onSuccess: (review: Review) => toast({ title: 'Review added', description: `Review by ${review.author}` }),
                    onError: (error: unknown) => toast({ title: 'Failed to add review', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm defaultValues={reviewDefaults}>
                    <ReviewFields />
                </SimpleForm>
            </Create>
        </>
    );
};

export default ReviewCreate;

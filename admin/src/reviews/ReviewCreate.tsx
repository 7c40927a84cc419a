import { Create, SimpleForm, useRedirect } from 'react-admin';
import type { Review } from '../dataProvider';
import { messageOf, useToast } from '../layout/Toast';
import { PageHeader } from '../layout/PageHeader';
import { reviewDefaults, reviewPayload } from './reviewForm';
import { ReviewFields } from './ReviewFields';

/** Adds a review; it stays hidden unless staff tick Approved. */
const ReviewCreate = () => {
    const toast = useToast();
    const redirect = useRedirect();
    return (
        <>
            <PageHeader title="Add Review" />
            <Create<Review>
                title=" "
                transform={reviewPayload}
                mutationOptions={{
                    onSuccess: (review: Review) => {
                        // A custom onSuccess replaces react-admin's own: go back to the list here.
                        toast({ title: 'Review added', description: `Review by ${review.author}` });
                        redirect('list', 'reviews');
                    },
                    onError: (error: unknown) => toast({ title: 'Failed to add review', description: messageOf(error), variant: 'error' }),
                }}
            >
                <SimpleForm defaultValues={reviewDefaults} noValidate>
                    <ReviewFields />
                </SimpleForm>
            </Create>
        </>
    );
};

export default ReviewCreate;

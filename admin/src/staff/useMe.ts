import { useGetIdentity } from 'react-admin';

/** Who is signed in, and whether they are the owner (who manages the other accounts). */
export function useMe(): { id?: string; owner: boolean; isPending: boolean } {
    const { data, isPending } = useGetIdentity();
    return { id: data?.id === undefined ? undefined : String(data.id), owner: data?.owner === true, isPending };
}

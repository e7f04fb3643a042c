import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { markConversationRead } from '@/hooks/use-conversations';
import { failureText } from '@/lib/failure-text';
import { COMMON_TEXTS } from '@/lib/common-texts';
import { BUDDY_TEXTS } from '../texts';

/**
 * Mark as Read on the dashboard's Messages from Learners: the inbox and the header's count read
 * it again (the messages screen marks read as a chat is opened).
 */
export const useMarkConversationRead = () =>
  useMutation({
    mutationFn: markConversationRead,
    meta: { changes: ['messages'] },
    onSuccess: () => toast.success(BUDDY_TEXTS.markedRead),
    onError: (error) => toast.error(failureText(error, COMMON_TEXTS.somethingWrong)),
  });

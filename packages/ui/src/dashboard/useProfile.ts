import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Profile, ProfilePatch } from '@mare/domain';
import { useAuth } from '../auth/index.ts';
import { useBackend } from '../backend/index.ts';
import { RequestError } from '../backend/request-error.ts';

export function useProfile() {
  const { auth } = useBackend();
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', user?.id],
    enabled: Boolean(user),
    queryFn: async (): Promise<Profile> => {
      const outcome = await auth.getProfile();
      if (!outcome.ok) throw new RequestError(outcome.message, outcome.status);
      return outcome.value;
    },
  });
}

export function useUpdateProfile() {
  const { auth } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ProfilePatch): Promise<Profile> => {
      const outcome = await auth.updateProfile(patch);
      if (!outcome.ok) throw new RequestError(outcome.message, outcome.status);
      toast.success(outcome.message);
      return outcome.value;
    },
    onSuccess: (profile) => queryClient.setQueryData(['profile', user?.id], profile),
    onError: (error) => toast.error(error.message),
  });
}

'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectFolder, setProjectFolder } from '@/app/actions/project-actions';
import { ProjectFolderSetting } from './project-folder-setting';

export { folderWords } from './project-folder-setting';

const folderKey = (packId: string) => ['project-folder', packId] as const;

/** The pack's project folder as the server keeps it (one query for the setting and for the words around a run). */
export function useProjectFolder(packId: string) {
  return useQuery({ queryKey: folderKey(packId), queryFn: () => projectFolder({ packId }) });
}

/** The pack's project folder, read and set through the server actions (validated there: lib/node/project). */
export function ProjectFolder({ packId }: { packId: string }) {
  const client = useQueryClient();
  const folder = useProjectFolder(packId);
  const change = useMutation({
    mutationFn: (dir: string | null) => setProjectFolder({ packId, dir }),
    onSuccess: (result) => {
      if (result.ok) client.setQueryData(folderKey(packId), result);
    },
  });
  const read = folder.data;
  return (
    <ProjectFolderSetting
      folder={read?.ok ? read : null}
      readError={read && !read.ok ? read.error : folder.error ? String(folder.error) : null}
      pending={change.isPending}
      onSet={async (dir) => {
        const result = await change.mutateAsync(dir);
        return result.ok ? null : result.error;
      }}
    />
  );
}

import { SmartLink } from '../../ui/smart-link.tsx';
import { sitePath } from './page-link.ts';

/**
 * The page an enquiry was sent from, in the inbox: a link when it is a path of this site, otherwise
 * the text as stored, which nothing opens.
 */
export function PageOfOrigin({ page }: { page: string }) {
  const path = sitePath(page);
  if (path === null) return <span className="break-all">{page}</span>;
  return (
    <SmartLink href={path} className="break-all underline underline-offset-4">
      {page}
    </SmartLink>
  );
}

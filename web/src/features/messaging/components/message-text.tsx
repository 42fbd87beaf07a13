import { linkify } from '../linkify.ts';

/**
 * A message's body as plain text: line breaks kept, web addresses as links that open in a new tab
 * and pass no referrer or ranking. Never rendered as HTML.
 */
export function MessageText({ body, className }: { body: string; className?: string }) {
  return (
    <p className={className ?? 'break-words whitespace-pre-wrap'}>
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

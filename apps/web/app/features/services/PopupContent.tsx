import type { Popup } from '@atelier/contract';
import { Link } from 'react-router';
import { useModal } from '../behaviours/ModalProvider.tsx';
import { richText } from '../blocks/block-styles.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * What a page's popup shows in the modal (SPEC §2): its picture, its title, its text and its button. Loaded
 * only when a popup opens (PopupBlock). `data-popup` lets the browser tests of other pages close it.
 */
export function PopupContent({ popup }: { popup: Popup }) {
  // Following its button closes the popup (and so records it as seen), as Escape would.
  const { close } = useModal();
  const button =
    'mt-6 inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-semibold text-white hover:opacity-90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
  return (
    <div data-popup={popup.id}>
      {popup.image && (
        <ResponsiveImage
          image={popup.image}
          sizes="(min-width: 720px) 608px, 85vw"
          loading="eager"
          className="mb-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      <h2 className="pr-10 text-2xl leading-snug font-semibold text-balance sm:text-3xl">{popup.title}</h2>
      <div className={`${richText} mt-4`} dangerouslySetInnerHTML={{ __html: popup.body }} />
      {popup.link &&
        (isSitePath(popup.link.url) ? (
          <Link to={popup.link.url} className={button} onClick={close}>
            {popup.link.label}
          </Link>
        ) : (
          <a href={popup.link.url} className={button} onClick={close}>
            {popup.link.label}
          </a>
        ))}
    </div>
  );
}

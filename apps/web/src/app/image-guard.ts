/**
 * Spec §2: images are not draggable and their context menu is blocked (CSS stops WebKit dragging; these
 * listeners cover the context menu and other engines' drag).
 */
export function installImageGuard(target: Document = document): () => void {
  const blockOnImages = (event: Event) => {
    if (event.target instanceof HTMLImageElement) event.preventDefault();
  };
  target.addEventListener('contextmenu', blockOnImages);
  target.addEventListener('dragstart', blockOnImages);
  return () => {
    target.removeEventListener('contextmenu', blockOnImages);
    target.removeEventListener('dragstart', blockOnImages);
  };
}

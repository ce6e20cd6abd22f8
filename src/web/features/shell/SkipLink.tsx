import { Trans } from '@lingui/react/macro';

export const mainContentId = 'main-content';

/**
 * The first stop of the Tab order, shown when it has the focus: Enter puts the focus on the
 * page's content, past the header and the side menu. The focus is moved here rather than by the
 * address's fragment, which the router would take for a navigation.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}

/** The signed-out admin's cards: one column, centred. */
export const cardClass =
  'mx-auto w-full max-w-md rounded-site border border-border bg-background p-6 shadow-sm sm:p-10';

/** A line that tells the visitor something about the whole card. */
export const noticeClass = 'rounded-site border px-3 py-2 text-sm';

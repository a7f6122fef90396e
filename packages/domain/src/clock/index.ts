/** What time it is: the real clock in the site, a fixed one in stories and tests. */
export type Clock = () => Date;

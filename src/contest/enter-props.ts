export interface EnterContestProps {
  /** The coloring page the picture was colored on, when it comes from the studio. */
  pageId?: string;
  /** The studio's picture, when entering from it; without it, the member picks a file. */
  getPicture?: () => Promise<Blob>;
}

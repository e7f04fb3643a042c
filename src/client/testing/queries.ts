/**
 * The messages under a form's fields, in order (FieldError; each is also its field's
 * description): the whole list, where a test asserts that no other field complains.
 */
export const fieldErrors = () =>
  Array.from(document.querySelectorAll('form p.text-red-700'), (p) => p.textContent);

/**
 * A getByText matcher for a text split over elements ('Strength: <strong>Weak</strong>'), as
 * a browser test finds it: the innermost element whose whole text it is.
 */
export const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text &&
  !Array.from(element.children).some((child) => child.textContent === text);

// The Latin-looking words placeholder text is made of, and its customary opening words.

/** The classic opening, "Lorem ipsum dolor sit amet, consectetur adipiscing elit". */
export const LOREM_OPENING = ["lorem", "ipsum", "dolor", "sit", "amet"] as const;
export const LOREM_OPENING_SENTENCE = "Lorem ipsum dolor sit amet, consectetur adipiscing elit.";

export const LOREM_WORDS: readonly string[] = (
  "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut " +
  "labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris " +
  "nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse " +
  "cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui " +
  "officia deserunt mollit anim id est laborum vitae felis mauris porta nunc arcu lacus vel " +
  "risus sapien tellus ante augue nibh justo purus quam massa orci urna diam eros odio metus " +
  "erat libero turpis neque ligula varius semper tortor pretium rhoncus aliquam integer donec " +
  "praesent curabitur vivamus fusce maecenas pellentesque suspendisse phasellus nullam aenean " +
  "etiam morbi quisque proin vestibulum cras sagittis lectus dictum facilisis gravida hendrerit " +
  "interdum lobortis malesuada ornare placerat posuere pulvinar scelerisque tincidunt ultrices " +
  "viverra volutpat egestas faucibus fermentum blandit congue convallis cursus dapibus " +
  "dignissim efficitur elementum eleifend euismod feugiat imperdiet iaculis luctus mattis " +
  "molestie nec accumsan auctor bibendum condimentum cubilia curae sollicitudin suscipit " +
  "tristique vehicula venenatis vulputate ultricies sodales sem primis potenti habitasse platea " +
  "dictumst magnis dis parturient montes nascetur ridiculus mus natoque penatibus"
).split(" ");

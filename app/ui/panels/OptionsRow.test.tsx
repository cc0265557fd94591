// @vitest-environment jsdom
// TextOption, the one labelled field of the tools' options and of the AI settings form.
import { fireEvent, render, screen } from "@testing-library/react";
import { TextOption } from "./OptionsRow";

it("is a text field named by its label that reports what is typed", () => {
  const typed: string[] = [];
  render(<TextOption label="Separator" value="-" onChange={(v) => typed.push(v)} />);
  const field = screen.getByRole("textbox", { name: "Separator" });
  expect(field).toHaveAttribute("type", "text");
  expect(field.style.width).toBe("8rem");
  fireEvent.change(field, { target: { value: "_" } });
  expect(typed).toEqual(["_"]);
});

it("takes a type, a placeholder, bounds and autocomplete, as the AI settings use them", () => {
  render(
    <>
      <TextOption
        label="Endpoint URL"
        type="url"
        width="100%"
        placeholder="http://localhost:11434/v1"
        value=""
        onChange={() => {}}
      />
      <TextOption
        label="Time limit"
        type="number"
        min={1}
        max={600}
        value="60"
        onChange={() => {}}
      />
      <TextOption label="Key" type="password" autoComplete="off" value="" onChange={() => {}} />
    </>,
  );
  const endpoint = screen.getByRole("textbox", { name: "Endpoint URL" });
  expect(endpoint).toHaveAttribute("type", "url");
  expect(endpoint).toHaveAttribute("placeholder", "http://localhost:11434/v1");
  expect(endpoint.style.width).toBe("100%");
  const time = screen.getByRole("spinbutton", { name: "Time limit" });
  expect(time).toHaveAttribute("min", "1");
  expect(time).toHaveAttribute("max", "600");
  expect(screen.getByLabelText("Key")).toHaveAttribute("autocomplete", "off");
  expect(screen.getByLabelText("Key")).toHaveAttribute("type", "password");
});

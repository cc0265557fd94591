// Named recipes: chains kept on this device (localStorage, through the site's storage helper), to
// load again later. A recipe holds the steps and their options, never the input.
import { FolderOpen, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { browserStorage } from "~/hooks/persistent-state";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  type ChainStep,
  type Recipe,
  deleteRecipe,
  loadRecipes,
  saveRecipe,
} from "~/lib/chain/chain";
import { hasStep } from "./step-tools";
import { errorMessage } from "~/lib/tool-error";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";

export const NO_STORAGE_MESSAGE = "This browser does not let the site keep recipes.";

export function RecipesSection({
  steps,
  onLoad,
}: {
  steps: readonly ChainStep[];
  onLoad: (steps: ChainStep[]) => void;
}) {
  // Read from storage once the page has hydrated (the prerendered page lists none), then kept as
  // each save or delete leaves them.
  const hydrated = useHydrated();
  const [changed, setRecipes] = useState<Recipe[] | null>(null);
  const storage = hydrated ? browserStorage() : null;
  const recipes = changed ?? (storage ? loadRecipes(storage, hasStep) : []);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function change(act: (storage: Storage) => Recipe[]) {
    const storage = browserStorage();
    if (!storage) return setProblem(NO_STORAGE_MESSAGE);
    try {
      setRecipes(act(storage));
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <section aria-label="Recipes" className="flex flex-col gap-2">
      <h2 className="font-medium">Recipes on this device</h2>
      <div className="flex flex-wrap items-end gap-2">
        <TextOption label="Recipe name" value={name} onChange={setName} />
        <PanelButton
          icon={Save}
          label="Save recipe"
          disabled={steps.length === 0}
          onClick={() => change((storage) => saveRecipe(storage, name, steps, hasStep))}
        />
      </div>
      <ErrorPanel message={problem} />
      {recipes.length > 0 && (
        <ul className="flex flex-col gap-1">
          {recipes.map((recipe) => (
            <li key={recipe.name} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{recipe.name}</span>
              <span className="text-slate-700 dark:text-slate-300">
                ({recipe.steps.length} {recipe.steps.length === 1 ? "step" : "steps"})
              </span>
              <PanelButton
                icon={FolderOpen}
                label={`Load ${recipe.name}`}
                onClick={() => onLoad(recipe.steps)}
              />
              <PanelButton
                icon={Trash2}
                label={`Delete ${recipe.name}`}
                onClick={() => change((storage) => deleteRecipe(storage, recipe.name, hasStep))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

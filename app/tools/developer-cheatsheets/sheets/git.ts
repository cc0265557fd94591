// Git: the commands people look up most, by task. Written for this site.
import type { Cheatsheet } from "../cheatsheet-types";

export const gitSheet: Cheatsheet = {
  id: "git",
  title: "Git",
  summary: "Everyday Git commands, from a first clone to undoing mistakes.",
  sections: [
    {
      title: "Set up and start",
      entries: [
        {
          code: 'git config --global user.name "Your Name"',
          description: "Set the name recorded in your commits",
        },
        {
          code: 'git config --global user.email "you@example.com"',
          description: "Set the email recorded in your commits",
        },
        {
          code: "git config --global init.defaultBranch main",
          description: "Name the first branch of new repositories main",
        },
        { code: "git init", description: "Create an empty repository in the current folder" },
        {
          code: "git clone <url>",
          description: "Copy a remote repository, with its whole history, into a new folder",
        },
        {
          code: "git clone --depth 1 <url>",
          description: "Shallow clone: only the latest commit, much faster for big histories",
        },
      ],
    },
    {
      title: "Stage and commit",
      entries: [
        {
          code: "git status -sb",
          description: "Short status: branch, ahead/behind, changed files",
        },
        { code: "git add <path>", description: "Stage a file's changes for the next commit" },
        { code: "git add -p", description: "Stage changes hunk by hunk, choosing interactively" },
        { code: "git diff", description: "Show unstaged changes in the working tree" },
        {
          code: "git diff --staged",
          description: "Show what is staged and will go into the next commit",
        },
        {
          code: 'git commit -m "message"',
          description: "Record the staged changes as a new commit",
        },
        {
          code: "git commit --amend --no-edit",
          description: "Add the staged changes to the last commit, keeping its message",
        },
        { code: "git rm --cached <path>", description: "Stop tracking a file but keep it on disk" },
        { code: "git mv <old> <new>", description: "Rename or move a tracked file" },
      ],
    },
    {
      title: "Branches",
      entries: [
        { code: "git branch -a", description: "List local and remote-tracking branches" },
        { code: "git switch <branch>", description: "Switch to an existing branch" },
        { code: "git switch -c <branch>", description: "Create a new branch and switch to it" },
        { code: "git switch -", description: "Go back to the previously checked-out branch" },
        { code: "git branch -d <branch>", description: "Delete a branch that has been merged" },
        { code: "git branch -D <branch>", description: "Force-delete a branch, merged or not" },
        { code: "git branch -m <new-name>", description: "Rename the current branch" },
        { code: "git merge <branch>", description: "Merge another branch into the current one" },
        {
          code: "git merge --abort",
          description: "Give up a merge with conflicts and restore the previous state",
        },
        {
          code: "git rebase main",
          description: "Replay the current branch's commits on top of main",
        },
        {
          code: "git rebase -i HEAD~3",
          description: "Interactively reorder, squash, edit or drop the last three commits",
        },
        {
          code: "git rebase --continue",
          description: "Continue a rebase after resolving a conflict",
        },
        {
          code: "git cherry-pick <commit>",
          description: "Apply one commit from elsewhere onto the current branch",
        },
      ],
    },
    {
      title: "Remotes",
      entries: [
        { code: "git remote -v", description: "List remotes with their fetch and push URLs" },
        { code: "git remote add origin <url>", description: "Add a remote named origin" },
        {
          code: "git fetch --prune",
          description: "Download remote changes and drop branches deleted on the remote",
        },
        {
          code: "git pull --rebase",
          description: "Fetch and rebase your local commits on top of the remote branch",
        },
        {
          code: "git push -u origin <branch>",
          description: "Push a branch and make origin/<branch> its upstream",
        },
        {
          code: "git push --force-with-lease",
          description: "Force-push, but refuse if the remote has commits you have not seen",
        },
        { code: "git push origin --delete <branch>", description: "Delete a branch on the remote" },
      ],
    },
    {
      title: "Inspect history",
      entries: [
        {
          code: "git log --oneline --graph --all",
          description: "Compact history of every branch as a graph",
        },
        {
          code: "git log -p <path>",
          description: "History of one file with the diff of each commit",
        },
        {
          code: 'git log -S "text"',
          description: "Find commits that added or removed a string (pickaxe)",
        },
        { code: "git show <commit>", description: "Show a commit's message and changes" },
        {
          code: "git blame <path>",
          description: "Show who last changed each line of a file, and in which commit",
        },
        { code: "git shortlog -sn", description: "Count commits per author" },
      ],
    },
    {
      title: "Undo and recover",
      entries: [
        { code: "git restore <path>", description: "Discard unstaged changes to a file" },
        {
          code: "git restore --staged <path>",
          description: "Unstage a file, keeping its changes in the working tree",
        },
        {
          code: "git restore --source <commit> <path>",
          description: "Bring back a file as it was in a given commit",
        },
        {
          code: "git reset --soft HEAD~1",
          description: "Undo the last commit, keeping its changes staged",
        },
        {
          code: "git reset --hard <commit>",
          description: "Move the branch to a commit and discard all changes (destructive)",
        },
        {
          code: "git revert <commit>",
          description: "Make a new commit that undoes an earlier one (safe on shared branches)",
        },
        {
          code: "git reflog",
          description: "Every position HEAD has had: find commits lost by a reset or rebase",
        },
        {
          code: "git clean -fd",
          description: "Delete untracked files and folders (try -n first for a dry run)",
        },
      ],
    },
    {
      title: "Stash, tags and debugging",
      entries: [
        {
          code: 'git stash push -m "message"',
          description: "Put uncommitted changes aside with a description",
        },
        { code: "git stash list", description: "List stashed change sets" },
        {
          code: "git stash pop",
          description: "Re-apply the latest stash and remove it from the list",
        },
        {
          code: 'git tag -a v1.2.0 -m "Release 1.2.0"',
          description: "Create an annotated tag on the current commit",
        },
        { code: "git push origin --tags", description: "Push all local tags to the remote" },
        {
          code: "git bisect start",
          description: "Start a binary search for the commit that introduced a bug",
        },
        {
          code: "git bisect bad / git bisect good <commit>",
          description: "Mark the current commit bad, and a known good one, to narrow the search",
        },
        {
          code: "git bisect reset",
          description: "End the bisect session and return to where you started",
        },
        {
          code: "git worktree add ../<folder> <branch>",
          description: "Check out another branch in a second folder at the same time",
        },
      ],
    },
  ],
};

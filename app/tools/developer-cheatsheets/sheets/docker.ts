// Docker and Docker Compose (v2, `docker compose`).
import type { Cheatsheet } from "../cheatsheet-types";

export const dockerSheet: Cheatsheet = {
  id: "docker",
  title: "Docker",
  summary: "Docker images, containers, volumes, networks, Compose and Dockerfile instructions.",
  sections: [
    {
      title: "Containers",
      entries: [
        {
          code: "docker run -d --name web -p 8080:80 nginx",
          description: "Run a container in the background, host port 8080 → container port 80",
        },
        {
          code: "docker run -it --rm ubuntu bash",
          description: "Interactive shell in a throwaway container",
        },
        {
          code: 'docker run -v "$PWD":/app -w /app node:20 npm test',
          description: "Mount the current folder and run a command in it",
        },
        {
          code: "docker run -e KEY=value --env-file .env <image>",
          description: "Pass environment variables",
        },
        { code: "docker ps -a", description: "List containers, stopped ones too" },
        { code: "docker logs -f <container>", description: "Follow a container's output" },
        {
          code: "docker exec -it <container> sh",
          description: "Open a shell in a running container",
        },
        {
          code: "docker stop <container>",
          description: "Stop gracefully (SIGTERM, then SIGKILL after 10 s)",
        },
        { code: "docker start <container>", description: "Start a stopped container" },
        { code: "docker rm -f <container>", description: "Remove a container, stopping it first" },
        {
          code: "docker cp <container>:/path ./local",
          description: "Copy files out of (or into) a container",
        },
        { code: "docker inspect <container>", description: "Full configuration and state as JSON" },
        { code: "docker stats", description: "Live CPU, memory and network use per container" },
      ],
    },
    {
      title: "Images",
      entries: [
        {
          code: "docker build -t myapp:1.0 .",
          description: "Build an image from the Dockerfile here and tag it",
        },
        {
          code: "docker build --no-cache -f Dockerfile.dev .",
          description: "Rebuild every layer from another Dockerfile",
        },
        { code: "docker images", description: "List local images" },
        { code: "docker pull <image>:<tag>", description: "Download an image" },
        {
          code: "docker tag myapp:1.0 registry.example.com/myapp:1.0",
          description: "Add a name for pushing to a registry",
        },
        {
          code: "docker push registry.example.com/myapp:1.0",
          description: "Upload an image to a registry",
        },
        { code: "docker rmi <image>", description: "Remove an image" },
        { code: "docker history <image>", description: "The layers of an image and their sizes" },
        {
          code: "docker system prune -a",
          description: "Remove stopped containers, unused networks, images and build cache",
        },
      ],
    },
    {
      title: "Volumes and networks",
      entries: [
        { code: "docker volume create data", description: "Create a named volume" },
        {
          code: "docker run -v data:/var/lib/postgresql/data postgres",
          description: "Keep a database's files in a named volume",
        },
        { code: "docker volume ls", description: "List volumes" },
        {
          code: "docker network create appnet",
          description: "Create a network; containers on it reach each other by name",
        },
        {
          code: "docker run --network appnet --name db postgres",
          description: "Start a container on a network",
        },
      ],
    },
    {
      title: "Compose",
      entries: [
        {
          code: "docker compose up -d",
          description: "Create and start every service in the background",
        },
        { code: "docker compose up -d --build", description: "Rebuild images, then start" },
        {
          code: "docker compose down",
          description: "Stop and remove the services' containers and networks (-v: volumes too)",
        },
        { code: "docker compose ps", description: "State of the project's services" },
        { code: "docker compose logs -f <service>", description: "Follow one service's logs" },
        { code: "docker compose exec <service> sh", description: "Shell in a running service" },
        {
          code: "docker compose run --rm <service> <command>",
          description: "Run a one-off command in a new container of a service",
        },
        { code: "docker compose config", description: "Show the merged, resolved configuration" },
      ],
    },
    {
      title: "Dockerfile",
      entries: [
        {
          code: "FROM node:20-alpine AS build",
          description: "Base image, named as a stage for multi-stage builds",
        },
        { code: "WORKDIR /app", description: "Working directory for the following instructions" },
        {
          code: "COPY package*.json ./",
          description: "Copy files from the build context (copy manifests first for caching)",
        },
        { code: "RUN npm ci", description: "Run a command at build time, creating a layer" },
        {
          code: "COPY --from=build /app/dist /usr/share/nginx/html",
          description: "Copy from an earlier stage",
        },
        {
          code: "ENV NODE_ENV=production",
          description: "Environment variable for the build and the container",
        },
        {
          code: "ARG VERSION",
          description: "Build-time variable (docker build --build-arg VERSION=1.2)",
        },
        { code: "EXPOSE 3000", description: "Document the port the container listens on" },
        {
          code: "USER node",
          description: "Run the following instructions and the container as this user",
        },
        {
          code: 'CMD ["node", "server.js"]',
          description: "Default command (replaced by arguments to docker run)",
        },
        {
          code: 'ENTRYPOINT ["docker-entrypoint.sh"]',
          description: "Fixed executable; CMD becomes its default arguments",
        },
        {
          code: "HEALTHCHECK CMD curl -f http://localhost:3000/ || exit 1",
          description: "How Docker checks that the container is healthy",
        },
      ],
    },
  ],
};

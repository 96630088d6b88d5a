/* eslint-disable @typescript-eslint/consistent-type-definitions, @typescript-eslint/consistent-indexed-object-style --
   in the shape `supabase gen types` writes, which supabase-js reads: types, not interfaces */
/** The tables the `pages` function reads and writes, typed as supabase-js types a project. */

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type VersionTable = {
  id: string;
  page_id: string;
  document: Json;
  status: 'draft' | 'published';
  publish_at: string | null;
  created_by: string | null;
  created_at: string;
  based_on: string | null;
};

type Nothing = { [_ in never]: never };

export type PagesDatabase = {
  public: {
    Tables: {
      pages: {
        Row: {
          id: string;
          shop_id: string;
          route: string;
          source_file: string | null;
          source_hash: string | null;
          created_at: string;
        };
        Insert: Nothing;
        Update: Nothing;
        Relationships: [];
      };
      page_versions: {
        Row: VersionTable;
        Insert: {
          id?: string;
          page_id: string;
          document: Json;
          status?: 'draft' | 'published';
          publish_at?: string | null;
          created_by?: string | null;
          based_on?: string | null;
        };
        Update: { status?: 'draft' | 'published'; publish_at?: string | null };
        Relationships: [];
      };
      shop_members: {
        Row: { shop_id: string; user_id: string; role: string; created_at: string };
        Insert: Nothing;
        Update: Nothing;
        Relationships: [];
      };
    };
    Views: Nothing;
    Functions: {
      page_version_in_force: { Args: { page: string }; Returns: string | null };
    };
    Enums: Nothing;
    CompositeTypes: Nothing;
  };
};
